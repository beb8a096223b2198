import { useState } from 'react'
import { usePrefetchedApiQuery } from '~/api'
import { ImageDetailsModal } from '~/components/images/ImageDetailsModal'
import { lazyComponent } from '~/components/lazy-component'
import { useBackToList } from '~/components/list-place'
import { useSiloReason } from '~/components/permissions/use-role-reason'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { PlainButton } from '~/ui/PlainButton'
import { pb } from '~/util/paths'
import { siloImageView } from './queries'

const DemoteImageDialog = lazyComponent(() => import('./DemoteImageDialog'), 'DemoteImageDialog')

export const handle = paramsHandle(['image'], { crumb: (p) => p.image })

/** A silo image's details; demoting it to a project is the change the API allows. */
export default function SiloImageEditPage() {
  const { image: name } = useRequiredParams('image')
  const [demoting, setDemoting] = useState(false)
  const { data: image } = usePrefetchedApiQuery(siloImageView(name))
  const backToList = useBackToList(pb.siloImages())
  const demoteReason = useSiloReason('collaborator')
  return (
    <>
      <ImageDetailsModal
        image={image}
        onDismiss={backToList}
        action={
          <PlainButton disabledReason={demoteReason} onClick={() => setDemoting(true)}>
            Demote to project
          </PlainButton>
        }
      />
      {demoting && (
        <DemoteImageDialog image={image} onClose={() => setDemoting(false)} onDemoted={backToList} />
      )}
    </>
  )
}
