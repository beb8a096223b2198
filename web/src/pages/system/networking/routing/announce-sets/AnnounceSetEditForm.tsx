import { useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import { paramsHandle } from '~/components/route-handle'
import { pageNotFound, requireParams, useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { preloadLotBlocks, useLotBlocks } from '~/pages/system/networking/routing/lot-blocks'
import { announcementList, announceSetList } from '~/pages/system/networking/routing/queries'
import { pb } from '~/util/paths'
import { AnnouncementRows } from './AnnouncementRows'
import {
  type AnnounceSetValues,
  announceSetBody,
  announceSetSchema,
  announceSetValues,
} from './announce-set-form'

export const handle = paramsHandle(['announceSet'], { crumb: (p) => p.announceSet })

export async function loader({ params }: LoaderFunctionArgs) {
  const { announceSet } = requireParams(params, 'announceSet')
  const [sets] = await Promise.all([
    preload(announceSetList),
    preload(announcementList(announceSet)),
    preloadLotBlocks(),
  ])
  if (!sets.some((s) => s.name === announceSet)) throw pageNotFound()
  return null
}

const F = formFields<AnnounceSetValues>()

/**
 * Changes a set's description and announcements. The API's PUT takes the set whole and replaces it, so the form
 * sends every announcement it shows; a set's name cannot change (a PUT of another name makes another set).
 */
export default function AnnounceSetEditForm() {
  const { announceSet } = useRequiredParams('announceSet')
  const backToList = useBackToList(pb.routing({ tab: 'announce-sets' }))
  const set = usePrefetchedApiQuery(announceSetList).data.find((s) => s.name === announceSet)
  const announcements = usePrefetchedApiQuery(announcementList(announceSet)).data
  const { blocks } = useLotBlocks()
  const [initialValues] = useState(() =>
    announceSetValues(announceSet, set?.description ?? '', announcements),
  )
  const update = useApiMutation('networkingBgpAnnounceSetUpdate', {
    onSuccess: (updated) => {
      invalidate('networkingBgpAnnounceSetList')
      invalidate('networkingBgpAnnouncementList')
      addToast({ title: `Announce set ${updated.name} updated` })
      backToList()
    },
  })
  return (
    <SideModalForm
      title="Edit announce set"
      subtitle={<span className="mono">{announceSet}</span>}
      submitLabel="Save announce set"
      initialValues={initialValues}
      schema={() => announceSetSchema(blocks, [])}
      request={(values) => update.prepare({ body: announceSetBody(values) })}
      onDismiss={() => backToList()}
    >
      <F.Description />
      <AnnouncementRows blocks={blocks} />
    </SideModalForm>
  )
}
