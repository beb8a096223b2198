import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { Link } from '~/components/Link'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { ASN_RANGE_TEXT } from '~/pages/system/networking/routing/asn'
import { announceSetList, bgpConfigList } from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'
import { pb } from '~/util/paths'
import { AsnNote } from './AsnNote'
import { type BgpConfigValues, bgpConfigBody, bgpConfigDefaults, bgpConfigSchema } from './bgp-form'

export const handle: RouteHandle = { crumb: 'New BGP configuration' }

export async function loader() {
  await Promise.all([preload(announceSetList), preload(bgpConfigList().all())])
  return null
}

const F = formFields<BgpConfigValues>()

export default function BgpConfigCreateForm() {
  const backToList = useBackToList(pb.routing({ tab: 'bgp' }))
  const sets = usePrefetchedApiQuery(announceSetList).data
  const configs = usePrefetchedApiQuery(bgpConfigList().all()).data.items
  const create = useApiMutation('networkingBgpConfigCreate', {
    onSuccess: (config) => {
      invalidate('networkingBgpConfigList')
      addToast({ title: `BGP configuration ${config.name} created` })
      backToList()
    },
  })
  const items = sets.map((set) => ({ value: set.name, label: set.name, description: set.description }))
  return (
    <SideModalForm
      title="Create BGP configuration"
      submitLabel="Create BGP configuration"
      initialValues={bgpConfigDefaults}
      schema={bgpConfigSchema}
      request={(values) => create.prepare({ body: bgpConfigBody(values) })}
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
      <F.Text name="asn" label="ASN" isRequired mono autoComplete="off" description={ASN_RANGE_TEXT} />
      <AsnNote configs={configs} />
      <F.ComboBox
        name="announceSet"
        label="Announce set"
        isRequired
        items={items}
        description="The networks the switches announce to their peers."
        emptyText="No announce sets yet"
      />
      {sets.length === 0 && (
        <p className={s.note}>
          There is no announce set yet: <Link to={pb.routing({ tab: 'announce-sets-new' })}>create one</Link>{' '}
          first.
        </p>
      )}
      <F.Name
        name="vrf"
        label="VRF"
        isRequired={false}
        description="Optional: the virtual routing and forwarding instance the speaker runs in, named like other resources."
      />
    </SideModalForm>
  )
}
