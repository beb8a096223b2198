import { useState } from 'react'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { rackList } from '~/pages/system/inventory/queries'
import {
  blockRange,
  type LotBlock,
  preloadLotBlocks,
  useLotBlocks,
} from '~/pages/system/networking/routing/lot-blocks'
import { addressLotList, loopbackAddressList } from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'
import type { RadioOption } from '~/ui/RadioGroup'
import { pb } from '~/util/paths'
import type { LoopbackValues } from './loopback-checks'
import { loopbackBody, loopbackDefaults, loopbackSchema } from './loopback-form'

export const handle: RouteHandle = { crumb: 'New loopback address' }

export async function loader() {
  await Promise.all([preload(rackList().all()), preload(loopbackAddressList().all()), preloadLotBlocks()])
  return null
}

const F = formFields<LoopbackValues>()

const switchOptions: RadioOption[] = [
  { value: 'switch0', label: 'switch0', description: 'The switch in the upper slot' },
  { value: 'switch1', label: 'switch1', description: 'The switch in the lower slot' },
]

/** The address field, which says which blocks of the chosen lot it may come from. */
function AddressField({ lotBlocks }: { lotBlocks: readonly LotBlock[] | undefined }) {
  const { addressLot } = F.useValues()
  const blocks = (lotBlocks ?? []).filter((b) => b.lot.name === addressLot).map((b) => blockRange(b.block))
  return (
    <F.Text
      name="address"
      label="Address"
      isRequired
      mono
      autoComplete="off"
      description={
        blocks.length > 0
          ? `From the lot's blocks: ${blocks.join(', ')}`
          : 'An address of a block of the lot.'
      }
    />
  )
}

export default function LoopbackAddressCreateForm() {
  const backToList = useBackToList(pb.routing({ tab: 'loopback-addresses' }))
  const racks = usePrefetchedApiQuery(rackList().all()).data.items
  const lots = usePrefetchedApiQuery(addressLotList().all()).data.items
  const existing = usePrefetchedApiQuery(loopbackAddressList().all()).data.items
  const { blocks } = useLotBlocks()
  // a system of one rack needs no choice; with more, the form asks which
  const [initialValues] = useState(() => loopbackDefaults(racks.length === 1 ? racks[0].id : ''))
  const create = useApiMutation('networkingLoopbackAddressCreate', {
    onSuccess: (loopback) => {
      invalidate('networkingLoopbackAddressList')
      addToast({ title: `Loopback address ${loopback.address} added to ${loopback.switchLocation}` })
      backToList()
    },
  })
  // infrastructure lots first: loopback addresses are the rack's own
  const lotItems = [...lots]
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'infra' ? -1 : 1))
    .map((lot) => ({
      value: lot.name,
      label: lot.name,
      description: `${lot.kind === 'infra' ? 'Infrastructure' : 'Pool'}. ${lot.description}`,
    }))
  return (
    <SideModalForm
      title="Add loopback address"
      submitLabel="Add loopback address"
      initialValues={initialValues}
      schema={() => loopbackSchema(blocks, existing)}
      request={(values) => create.prepare({ body: loopbackBody(values) })}
      onDismiss={() => backToList()}
    >
      <p className={s.note}>
        A loopback address belongs to a switch rather than to one of its ports, so it stays reachable while
        any of its links is up: it is what a router peers with over several links, or names the switch by.
      </p>
      {racks.length > 1 && (
        <F.ComboBox
          name="rackId"
          label="Rack"
          isRequired
          items={racks.map((r) => ({ value: r.id, label: r.id }))}
        />
      )}
      <F.Radio name="switchLocation" label="Switch" options={switchOptions} />
      <F.ComboBox name="addressLot" label="Address lot" isRequired items={lotItems} />
      <AddressField lotBlocks={blocks} />
      <F.Number
        name="mask"
        label="Subnet mask"
        unit="bits"
        minValue={0}
        maxValue={128}
        isRequired
        description="The prefix length: 32 for one IPv4 address, 128 for one IPv6 address."
      />
      <F.Checkbox
        name="anycast"
        description="The same address may then be given to another switch too, and traffic goes to the nearest."
      >
        Anycast
      </F.Checkbox>
    </SideModalForm>
  )
}
