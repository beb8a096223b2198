import { useState } from 'react'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { preloadLotBlocks, useLotBlocks } from '~/pages/system/networking/routing/lot-blocks'
import { announceSetList } from '~/pages/system/networking/routing/queries'
import { pb } from '~/util/paths'
import { AnnouncementRows } from './AnnouncementRows'
import {
  type AnnounceSetValues,
  announceSetBody,
  announceSetDefaults,
  announceSetSchema,
} from './announce-set-form'

export const handle: RouteHandle = { crumb: 'New announce set' }

export async function loader() {
  await Promise.all([preload(announceSetList), preloadLotBlocks()])
  return null
}

const F = formFields<AnnounceSetValues>()

export default function AnnounceSetCreateForm() {
  const backToList = useBackToList(pb.routing({ tab: 'announce-sets' }))
  const sets = usePrefetchedApiQuery(announceSetList).data
  const { blocks } = useLotBlocks()
  const [initialValues] = useState(announceSetDefaults)
  const update = useApiMutation('networkingBgpAnnounceSetUpdate', {
    onSuccess: (set) => {
      invalidate('networkingBgpAnnounceSetList')
      invalidate('networkingBgpAnnouncementList')
      addToast({ title: `Announce set ${set.name} created` })
      backToList()
    },
  })
  const taken = sets.map((s) => s.name)
  return (
    <SideModalForm
      title="Create announce set"
      submitLabel="Create announce set"
      initialValues={initialValues}
      schema={() => announceSetSchema(blocks, taken)}
      request={(values) => update.prepare({ body: announceSetBody(values) })}
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
      <AnnouncementRows blocks={blocks} />
    </SideModalForm>
  )
}
