import type { PhysicalDiskPolicy, PhysicalDiskState, Sled, SledState } from '~/api/__generated__/Api'
import { Badge } from '~/ui/Badge'
import { policyLook, provisionPolicyLook, provisionPolicyOf, stateLook } from './hardware-labels'
import s from './inventory.module.css'

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

/** A sled's policy and, while it is in service, its provision policy: one column in the sled table. */
export function SledPolicyBadges({ sled }: { sled: Sled }) {
  return (
    <span className={s.badges}>
      <PolicyBadge policy={sled.policy} />
      {sled.policy.kind === 'in_service' && <ProvisionPolicyBadge sled={sled} />}
    </span>
  )
}
