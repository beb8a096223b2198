import type { RoleName } from '~/components/access/roles'
import { PROJECT_NEEDS, type ProjectNeed, reasonFor } from './role-needs'
import { useMyFleetRole, useMyProjectRole, useMySiloRole } from './use-my-roles'

/**
 * Why the signed-in user may not do what `need` takes on the project, for a button's or menu item's
 * `disabledReason`; undefined when they may, or while their role is not known.
 */
export const useProjectReason = (project: string, need: ProjectNeed) =>
  reasonFor('project', useMyProjectRole(project), PROJECT_NEEDS[need])

/** Why the signed-in user may not do what takes `role` on their silo, or undefined. */
export const useSiloReason = (role: RoleName) => reasonFor('silo', useMySiloRole(), role)

/** Why the signed-in user may not change what the System view shows: every change there takes a fleet admin. */
export const useFleetReason = () => reasonFor('fleet', useMyFleetRole(), 'admin')
