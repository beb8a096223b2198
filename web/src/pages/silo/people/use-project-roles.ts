import { useApiQuery } from '~/api'
import type { Group, Project } from '~/api/__generated__/Api'
import { projectPolicy } from '~/components/access/queries'
import { projectPickerPage } from '~/pages/silo/projects/queries'
import { type RoleSource, roleSourceOf } from './memberships'
import { PROJECT_ROLE_LIMIT } from './queries'
import { useEachRead } from './use-each-read'

export type ProjectRole = { project: Project; source: RoleSource }

/**
 * The roles a user holds on the silo's projects, themselves or through their groups, from the policies of the
 * first PROJECT_ROLE_LIMIT projects: one read each, so a silo of thousands of projects is not read whole, nor is
 * its list of projects past a first page. `checked`, `total` and `more` (the list goes on past `total`) say how
 * far the search went.
 */
export function useProjectRoles(userId: string, groups: readonly Group[]) {
  const projects = useApiQuery(projectPickerPage)
  const checked = projects.data?.items.slice(0, PROJECT_ROLE_LIMIT)
  const policies = useEachRead('projectPolicies', checked?.map((p) => projectPolicy(p.name)) ?? null)
  const roles: ProjectRole[] | undefined =
    checked &&
    policies.data &&
    checked.flatMap((project, i) => {
      const policy = policies.data?.[i]
      const source = policy && roleSourceOf(policy, userId, groups)
      return source ? [{ project, source }] : []
    })
  return {
    roles,
    error: projects.error ?? policies.error,
    checked: checked?.length ?? 0,
    total: projects.data?.items.length ?? 0,
    more: Boolean(projects.data?.nextPage),
  }
}
