import type {
  PhysicalDiskKind,
  PhysicalDiskPolicy,
  PhysicalDiskState,
  Sled,
  SledProvisionPolicy,
  SledState,
} from '~/api/__generated__/Api'
import type { BadgeColor } from '~/ui/Badge'

/** A badge's words and color: the words carry the meaning, the color only repeats it. */
export type BadgeLook = { text: string; color: BadgeColor }

/** The operator's policy of a sled or a disk: in service, or expunged for good. */
export function policyLook(policy: { kind: (Sled['policy'] | PhysicalDiskPolicy)['kind'] }): BadgeLook {
  return policy.kind === 'in_service'
    ? { text: 'in service', color: 'success' }
    : { text: 'expunged', color: 'danger' }
}

export function provisionPolicyLook(policy: SledProvisionPolicy): BadgeLook {
  return policy === 'provisionable'
    ? { text: 'provisionable', color: 'success' }
    : { text: 'non-provisionable', color: 'warning' }
}

/** The provision policy of an in-service sled; an expunged sled has none. */
export const provisionPolicyOf = (sled: Sled): SledProvisionPolicy | null =>
  sled.policy.kind === 'in_service' ? sled.policy.provisionPolicy : null

export function stateLook(state: SledState | PhysicalDiskState): BadgeLook {
  return state === 'active'
    ? { text: 'active', color: 'success' }
    : { text: 'decommissioned', color: 'neutral' }
}

const FORM_FACTORS: Record<PhysicalDiskKind, string> = { u2: 'U.2', m2: 'M.2' }

export const formFactorLabel = (kind: PhysicalDiskKind) => FORM_FACTORS[kind] ?? kind
