import { type AccessLevel, isStronger, type RoleName, roleWords } from './roles'

/** What the signed-in user gives up by a change to a policy, worth a stronger confirmation than usual. */
export type RoleLoss = {
  /** What they will no longer be able to do, and the role they will have after. */
  consequence: string
  /** The statement they tick to go ahead. */
  acknowledgement: string
}

type Change = {
  level: AccessLevel
  /** e.g. 'silo engineering', 'project web-frontend', 'the fleet' */
  scope: string
  /** The signed-in user's role there now, their own or through a group, and their role after the change. */
  before: RoleName | null
  after: RoleName | null
}

const FLEET_LOSS: Record<RoleName, string> = {
  admin:
    'you will not be able to change the system or who has fleet access, and cannot give the role back to yourself',
  collaborator: 'you will not be able to create silos or administer them',
  limited_collaborator: 'you will not be able to create silos or administer them',
  viewer: 'the System view and every page under it will be closed to you',
}

/**
 * A change that takes away the user's own admin role on a silo or project, or lowers their fleet role at all:
 * those lock the user out of undoing it, so the page asks for more than a click. Null for anything else.
 */
export function roleLoss({ level, scope, before, after }: Change): RoleLoss | null {
  if (!before || (after && !isStronger(before, after))) return null
  if (level === 'fleet') {
    const then = after
      ? ` Your fleet role will be ${roleWords(after)}.`
      : before === 'viewer'
        ? ''
        : ' With no fleet role, the System view will be closed to you.'
    return {
      consequence: `You will no longer be a fleet ${roleWords(before)}: ${FLEET_LOSS[before]}.${then}`,
      acknowledgement: `I understand that I will lose my fleet ${roleWords(before)} role`,
    }
  }
  if (before !== 'admin') return null
  const then = after ? ` Your role there will be ${roleWords(after)}.` : ' You will have no role there.'
  return {
    consequence: `You will no longer be an admin of ${scope}: you will not be able to change who has access to it, and cannot give the role back to yourself.${then}`,
    acknowledgement: `I understand that I will lose my admin role on ${scope}`,
  }
}
