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
  /**
   * On a silo whose role mapping gives fleet roles: the user's fleet role now and after the change (a silo role
   * that goes takes the fleet roles it brought with it, unless something else gives them).
   */
  fleet?: { before: RoleName | null; after: RoleName | null }
}

const FLEET_LOSS: Record<RoleName, string> = {
  admin:
    'you will not be able to change the system or who has fleet access, and cannot give the role back to yourself',
  collaborator: 'you will not be able to create silos or administer them',
  limited_collaborator: 'you will not be able to create silos or administer them',
  viewer: 'the System view and every page under it will be closed to you',
}

/** Whether going from `before` to `after` loses anything. */
const drops = (before: RoleName | null, after: RoleName | null): before is RoleName =>
  !!before && (!after || isStronger(before, after))

/** What the fleet role becomes, after the sentence that says it is lost. */
const fleetThen = (before: RoleName, after: RoleName | null) =>
  after
    ? ` Your fleet role will be ${roleWords(after)}.`
    : before === 'viewer'
      ? ''
      : ' With no fleet role, the System view will be closed to you.'

/**
 * A change that takes away the user's own admin role on a silo or project, or lowers their fleet role at all
 * (directly, or on a silo whose role mapping gave it): those lock the user out of undoing it, so the page asks
 * for more than a click. Null for anything else.
 */
export function roleLoss({ level, scope, before, after, fleet }: Change): RoleLoss | null {
  if (level === 'fleet') {
    if (!drops(before, after)) return null
    return {
      consequence: `You will no longer be a fleet ${roleWords(before)}: ${FLEET_LOSS[before]}.${fleetThen(before, after)}`,
      acknowledgement: `I understand that I will lose my fleet ${roleWords(before)} role`,
    }
  }
  const adminLost = before === 'admin' && drops(before, after)
  const fleetLost = fleet && drops(fleet.before, fleet.after) ? fleet : null
  if (!adminLost && !fleetLost) return null
  const parts: string[] = []
  const owned: string[] = []
  if (adminLost) {
    const then = after ? ` Your role there will be ${roleWords(after)}.` : ' You will have no role there.'
    parts.push(
      `You will no longer be an admin of ${scope}: you will not be able to change who has access to it, and cannot give the role back to yourself.${then}`,
    )
    owned.push(`my admin role on ${scope}`)
  }
  if (fleetLost?.before) {
    const lost = fleetLost.before
    parts.push(
      `${adminLost ? 'You will also' : 'You will'} no longer be a fleet ${roleWords(lost)}, which the role mapping of ${scope} gave you: ${FLEET_LOSS[lost]}.${fleetThen(lost, fleetLost.after)}`,
    )
    owned.push(`my fleet ${roleWords(lost)} role`)
  }
  return {
    consequence: parts.join(' '),
    acknowledgement: `I understand that I will lose ${owned.join(' and ')}`,
  }
}
