import { useState } from 'react'
import type { FloatingIp, SiloIpPool } from '~/api/__generated__/Api'
import { lazyComponent } from '~/components/lazy-component'
import { PlainButton } from '~/ui/PlainButton'
import { F } from './create-fields'
import s from './create-form.module.css'
import { FloatingIpFinder, type FloatingIpPage } from './FloatingIpFinder'

const FloatingIpCreateDialog = lazyComponent(
  () => import('./FloatingIpCreateDialog'),
  'FloatingIpCreateDialog',
)

type Props = {
  project: string
  pools: readonly SiloIpPool[]
  /** The first page of the project's floating IPs; a longer list is searched by name as the user types. */
  floatingIps: FloatingIpPage
}

/**
 * The project's unattached floating IPs to give the instance, and a way to create one without leaving the form:
 * what was typed in it stays, and the new address is picked. A list that fits in one page is all there to tick;
 * from a longer one the user adds each address by name, and it is listed ticked.
 */
export function FloatingIpsField({ project, pools, floatingIps }: Props) {
  const chosen = F.useValues().floatingIps
  const setValue = F.useSetValue()
  const [creating, setCreating] = useState(false)
  // added by name or created here: listed to tick whatever page of the list they are on
  const [added, setAdded] = useState<FloatingIp[]>([])
  const partial = Boolean(floatingIps.nextPage)
  const unattached = partial ? [] : floatingIps.items.filter((f) => !f.instanceId)
  const listed = [...unattached, ...added.filter((a) => !unattached.some((f) => f.name === a.name))]
  const pick = (fip: FloatingIp) => {
    setAdded((list) => [...list, fip])
    setValue('floatingIps', [...chosen, fip.name])
  }
  return (
    <div className={s.group}>
      <h3 className={s.subformTitle}>Floating IPs</h3>
      {listed.length > 0 ? (
        <F.CheckboxGroup
          name="floatingIps"
          label="Floating IPs"
          items={listed.map((f) => ({
            value: f.name,
            label: <span className="mono">{f.name}</span>,
            description: f.ip,
          }))}
        />
      ) : (
        !partial && <p className={s.note}>No unattached floating IPs in this project.</p>
      )}
      {partial && (
        <FloatingIpFinder
          // a new finder after each pick: an empty input, ready for the next name
          key={added.length}
          project={project}
          firstPage={floatingIps}
          listed={listed.map((f) => f.name)}
          onPick={pick}
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
          onCreated={pick}
          onClose={() => setCreating(false)}
        />
      )}
    </div>
  )
}
