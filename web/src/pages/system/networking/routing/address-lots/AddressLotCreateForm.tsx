import { useState } from 'react'
import { invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { RowList } from '~/pages/system/networking/routing/RowList'
import s from '~/pages/system/networking/routing/routing.module.css'
import { pb } from '~/util/paths'
import {
  blockFields,
  kindOptions,
  type LotValues,
  lotBody,
  lotDefaults,
  lotSchema,
  newBlockRow,
} from './lot-form'

export const handle: RouteHandle = { crumb: 'New address lot' }

const F = formFields<LotValues>()

/** The lot's blocks: each a first and a last address, both included. */
function Blocks() {
  const { blocks } = F.useValues()
  const setValue = F.useSetValue()
  return (
    <RowList
      title="Blocks"
      rowName="block"
      keys={blocks.map((b) => b.key)}
      onAdd={() => setValue('blocks', [...blocks, newBlockRow()])}
      onRemove={(index) =>
        setValue(
          'blocks',
          blocks.filter((_, i) => i !== index),
        )
      }
      note={
        <p className={s.note}>
          Each block runs from its first address to its last, both included, all IPv4 or all IPv6. Blocks may
          not overlap, and cannot be added to the lot later.
        </p>
      }
      error={<F.Error name="blocks" label="Blocks" />}
    >
      {(index) => {
        const B = blockFields(index)
        return (
          <>
            <B.Text
              name="first"
              label="First address"
              summaryLabel={`Block ${index + 1} first address`}
              isRequired
              mono
              autoComplete="off"
            />
            <B.Text
              name="last"
              label="Last address"
              summaryLabel={`Block ${index + 1} last address`}
              isRequired
              mono
              autoComplete="off"
            />
          </>
        )
      }}
    </RowList>
  )
}

export default function AddressLotCreateForm() {
  const backToList = useBackToList(pb.routing({ tab: 'address-lots' }))
  const [initialValues] = useState(lotDefaults)
  const create = useApiMutation('networkingAddressLotCreate', {
    onSuccess: ({ lot }) => {
      invalidate('networkingAddressLotList')
      addToast({ title: `Address lot ${lot.name} created` })
      backToList()
    },
  })
  return (
    <SideModalForm
      title="Create address lot"
      submitLabel="Create address lot"
      initialValues={initialValues}
      schema={lotSchema}
      request={(values) => create.prepare({ body: lotBody(values) })}
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
      <F.Radio name="kind" label="Kind" options={kindOptions} description="It cannot be changed later." />
      <Blocks />
    </SideModalForm>
  )
}
