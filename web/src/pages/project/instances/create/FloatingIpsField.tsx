import { useState } from 'react'
import type { FloatingIp, SiloIpPool } from '~/api/__generated__/Api'
import { lazyComponent } from '~/components/lazy-component'
import { PlainButton } from '~/ui/PlainButton'
import { F } from './create-fields'
import s from './create-form.module.css'

const FloatingIpCreateDialog = lazyComponent(
  () => import('./FloatingIpCreateDialog'),
  'FloatingIpCreateDialog',
)

type Props = { project: string; pools: readonly SiloIpPool[]; floatingIps: readonly FloatingIp[] }

/**
 * The project's unattached floating IPs to give the instance, and a way to create one without leaving the form:
 * what was typed in it stays, and the new address is picked.
 */
export function FloatingIpsField({ project, pools, floatingIps }: Props) {
  const chosen = F.useValues().floatingIps
  const setValue = F.useSetValue()
  const [creating, setCreating] = useState(false)
  const unattached = floatingIps.filter((f) => !f.instanceId)
  return (
    <div className={s.group}>
      <h3 className={s.subformTitle}>Floating IPs</h3>
      {unattached.length === 0 ? (
        <p className={s.note}>No unattached floating IPs in this project.</p>
      ) : (
        <F.CheckboxGroup
          name="floatingIps"
          label="Floating IPs"
          items={unattached.map((f) => ({
            value: f.name,
            label: <span className="mono">{f.name}</span>,
            description: f.ip,
          }))}
        />
      )}
      <div className={s.inlineActions}>
        <PlainButton variant="secondary" onClick={() => setCreating(true)}>
          Create floating IP
        </PlainButton>
      </div>
      {creating && (
        <FloatingIpCreateDialog
          project={project}
          pools={pools}
          onCreated={(fip) => setValue('floatingIps', [...chosen, fip.name])}
          onClose={() => setCreating(false)}
        />
      )}
    </div>
  )
}
