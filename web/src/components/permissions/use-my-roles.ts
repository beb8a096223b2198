import { useMemo } from 'react'
import { type ApiError, usePreloadedApiQuery } from '~/api'
import { myFleetRole } from '~/components/access/fleet-role-sources'
import { myIdentityIds, roleIn } from '~/components/access/policy'
import { fleetPolicy, projectPolicy, siloPolicy, siloView } from '~/components/access/queries'
import type { RoleName } from '~/components/access/roles'
import { currentUserGroups, currentUserView } from '~/components/current-user'
import { projectRoleFrom } from './role-needs'

// The signed-in user's roles, read from the same policies the access pages show and change: a change there (a
// self-demotion above all) reaches every check here the moment the policy is read again. Each returns undefined
// while its reads are on their way or failed for a reason other than a refusal: nothing is decided then.

/** A refusal to read a policy says the user holds no role there that lets them see it. */
const refused = (error: ApiError | undefined) => error?.statusCode === 403

/** The ids a policy can name the signed-in user by: their own and their groups'. */
function useMyIdentityIds(): ReadonlySet<string> | undefined {
  const { data: me } = usePreloadedApiQuery(currentUserView)
  const { data: groups } = usePreloadedApiQuery(currentUserGroups)
  return useMemo(() => (me && groups ? myIdentityIds(me, groups.items) : undefined), [me, groups])
}

export function useMySiloRole(): RoleName | null | undefined {
  const ids = useMyIdentityIds()
  const { data, error } = usePreloadedApiQuery(siloPolicy)
  if (!ids) return undefined
  if (data) return roleIn(data, ids)
  return refused(error) ? null : undefined
}

export function useMyProjectRole(project: string): RoleName | null | undefined {
  const silo = useMySiloRole()
  const ids = useMyIdentityIds()
  const { data, error } = usePreloadedApiQuery(projectPolicy(project))
  const own = ids && data ? roleIn(data, ids) : refused(error) ? null : undefined
  if (silo === undefined || own === undefined) return undefined
  return projectRoleFrom(silo, own)
}

/**
 * The fleet role: the fleet's own assignments and what the user's silo maps their silo role to. Only fleet
 * viewers may read the fleet's policy, and only they see the pages that ask.
 */
export function useMyFleetRole(): RoleName | null | undefined {
  const ids = useMyIdentityIds()
  const { data: me } = usePreloadedApiQuery(currentUserView)
  const fleet = usePreloadedApiQuery(me?.fleetViewer ? fleetPolicy : null)
  const { data: silo } = usePreloadedApiQuery(me?.fleetViewer ? siloView(me.siloName) : null)
  const { data: policy } = usePreloadedApiQuery(siloPolicy)
  if (me && !me.fleetViewer) return null
  if (!me || !ids || !fleet.data || !silo || !policy) return refused(fleet.error) ? null : undefined
  return myFleetRole(ids, fleet.data, { name: me.siloName, policy, mapping: silo.mappedFleetRoles })
}
