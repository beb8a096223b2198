import type { ProjectRole, SiloRole } from '~/api/__generated__/Api'
import { type AccessRow, identityFor, type RoleBadgeSpec } from '~/components/access/access-rows'
import { byGroupThenName, type Identity } from '~/components/access/identities'
import { type Policy, roleOf } from '~/components/access/policy'
import { isStronger, type RoleName, roleWords } from '~/components/access/roles'

/**
 * The role an identity has on a project: the stronger of its silo role and its project role, or null with neither.
 * The badges show both, strongest first (the silo's first when they are the same).
 */
export function effectiveRole(silo: SiloRole | null, project: ProjectRole | null): RoleName | null {
  if (silo && project) return isStronger(project, silo) ? project : silo
  return silo ?? project
}

/** Why the effective role is what it is, in a sentence for the role's tooltip. */
export function explainEffectiveRole(silo: SiloRole | null, project: ProjectRole | null): string {
  const effective = effectiveRole(silo, project)
  if (!effective) return 'No role on the silo or on the project.'
  const lead = `Effective role: ${roleWords(effective)}`
  if (silo && project) {
    if (silo === project) return `${lead}, given by both the silo and the project.`
    const [stronger, weaker] = isStronger(project, silo)
      ? (['project', 'silo'] as const)
      : (['silo', 'project'] as const)
    const roles = { silo, project }
    return `${lead}. The ${stronger} role (${roleWords(roles[stronger])}) is stronger than the ${weaker} role (${roleWords(roles[weaker])}), and the stronger of the two applies.`
  }
  return silo
    ? `${lead}, from the silo role. No role is given on the project itself.`
    : `${lead}, from the project role. No role is given on the silo.`
}

/**
 * One row per identity with a role on the silo or on the project, groups before users, then by name. Only the
 * project role is the row's own (`assigned`): the silo's can be changed on the silo's page only.
 */
export function projectAccessRows(
  siloPolicy: Policy<SiloRole>,
  projectPolicy: Policy<ProjectRole>,
  identities: readonly Identity[],
): AccessRow<ProjectRole>[] {
  const known = new Map(identities.map((i) => [i.id, i]))
  const types = new Map<string, Identity['type']>()
  for (const a of [...projectPolicy.roleAssignments, ...siloPolicy.roleAssignments]) {
    if (!types.has(a.identityId)) types.set(a.identityId, a.identityType)
  }
  return [...types]
    .map(([id, type]) => {
      const silo = roleOf(siloPolicy, id)
      const project = roleOf(projectPolicy, id)
      const badges: RoleBadgeSpec[] = []
      if (silo) badges.push({ level: 'silo', role: silo })
      if (project) badges.push({ level: 'project', role: project })
      if (silo && project && isStronger(project, silo)) badges.reverse()
      return {
        ...identityFor(id, type, known),
        badges,
        assigned: project,
        why: explainEffectiveRole(silo, project),
      }
    })
    .sort((a, b) => byGroupThenName(a.identity, b.identity))
}
