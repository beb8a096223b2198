import type { PhysicalDiskPolicy, PhysicalDiskState, Sled, SledState } from '~/api/__generated__/Api'
import { Badge } from '~/ui/Badge'
import { policyLook, provisionPolicyLook, provisionPolicyOf, stateLook } from './hardware-labels'

export function PolicyBadge({ policy }: { policy: Sled['policy'] | PhysicalDiskPolicy }) {
  const { text, color } = policyLook(policy)
  return <Badge color={color}>{text}</Badge>
}

/** The sled's provision policy, or a dash for an expunged sled, which has none. */
export function ProvisionPolicyBadge({ sled }: { sled: Sled }) {
  const policy = provisionPolicyOf(sled)
  if (!policy) return <>—</>
  const { text, color } = provisionPolicyLook(policy)
  return <Badge color={color}>{text}</Badge>
}

export function HardwareStateBadge({ state }: { state: SledState | PhysicalDiskState }) {
  const { text, color } = stateLook(state)
  return <Badge color={color}>{text}</Badge>
}
