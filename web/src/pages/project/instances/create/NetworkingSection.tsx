import { useState } from 'react'
import type { SiloIpPool } from '~/api/__generated__/Api'
import { poolItems } from '~/components/pool-items'
import { INSTANCE_MAX_NICS } from '~/pages/project/instances/instance-sizes'
import { NicVpcSubnetFields } from '~/pages/project/instances/networking/NicVpcSubnetFields'
import { Badge } from '~/ui/Badge'
import { PlainButton } from '~/ui/PlainButton'
import { F } from './create-fields'
import s from './create-form.module.css'
import type { FloatingIpPage } from './FloatingIpFinder'
import { FloatingIpsField } from './FloatingIpsField'
import { Section } from './Section'
import { AddedList, Subform } from './Subform'
import { emptyNicDraft, validateNic } from './values'

const Draft = F.at('nicDraft')

type Props = { project: string; pools: SiloIpPool[]; floatingIps: FloatingIpPage }

function CustomNics({ project }: { project: string }) {
  const values = F.useValues()
  const setFieldValue = F.useSetValue()
  const [open, setOpen] = useState(false)
  const [draftError, setDraftError] = useState<string | undefined>()
  const nics = values.nics
  const full = nics.length >= INSTANCE_MAX_NICS

  const start = () => {
    setFieldValue('nicDraft', emptyNicDraft(nics.length))
    setDraftError(undefined)
    setOpen(true)
  }
  const add = () => {
    const error = validateNic(
      values.nicDraft,
      nics.map((n) => n.name),
    )
    if (error) return setDraftError(error)
    setFieldValue('nics', [...nics, values.nicDraft])
    setOpen(false)
  }

  return (
    <>
      <AddedList
        label="Network interfaces"
        noun="network interface"
        items={nics}
        onRemove={(n) =>
          setFieldValue(
            'nics',
            nics.filter((x) => x.name !== n.name),
          )
        }
      >
        {(n, i) => (
          <>
            <span className="mono">{n.name}</span> {i === 0 && <Badge color="info">primary</Badge>}{' '}
            {n.vpcName} / {n.subnetName}
            {n.ip && <span className="mono"> · {n.ip}</span>}
          </>
        )}
      </AddedList>
      {nics.length === 0 && !open && (
        <p className={s.note}>Add at least one interface, or choose "No network interfaces".</p>
      )}
      <F.Error name="nics" />
      {open ? (
        <Subform
          title="New network interface"
          addLabel="Add interface"
          error={draftError}
          onAdd={add}
          onCancel={() => setOpen(false)}
        >
          <div className={s.row}>
            <Draft.Name label="Interface name" autoFocus />
            <Draft.Text name="ip" label="IP address" description="Empty: picked from the subnet" />
          </div>
          <div className={s.row}>
            <NicVpcSubnetFields project={project} fields={Draft} />
          </div>
        </Subform>
      ) : (
        <div className={s.inlineActions}>
          <PlainButton
            variant="secondary"
            disabledReason={
              full ? `An instance can have at most ${INSTANCE_MAX_NICS} network interfaces` : undefined
            }
            onClick={start}
          >
            Add network interface
          </PlainButton>
        </div>
      )}
    </>
  )
}

/** Network interfaces (default, none or up to 8 custom) and external addresses. */
export function NetworkingSection({ project, pools, floatingIps }: Props) {
  const values = F.useValues()
  return (
    <Section title="Networking">
      <F.Radio
        name="nicType"
        label="Network interfaces"
        options={[
          { value: 'default', label: 'Default', description: 'One interface on the default VPC and subnet' },
          { value: 'none', label: 'No network interfaces' },
          {
            value: 'custom',
            label: 'Custom',
            description: `Up to ${INSTANCE_MAX_NICS} interfaces; the first is primary`,
          },
        ]}
      />
      {values.nicType === 'custom' && <CustomNics project={project} />}
      <F.Checkbox
        name="ephemeralIp"
        description="A public address that lasts as long as the instance has it attached."
      >
        Allocate an ephemeral IP
      </F.Checkbox>
      {values.ephemeralIp && (
        <F.ComboBox
          name="ephemeralPool"
          label="IP pool"
          placeholder="Default pool"
          emptyText="No pools match"
          description="Leave empty to use the silo's default pool."
          items={poolItems(pools)}
        />
      )}
      <F.Error name="ephemeralIp" />
      <FloatingIpsField project={project} pools={pools} floatingIps={floatingIps} />
    </Section>
  )
}
