import { useState } from 'react'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { preload, usePrefetchedApiQuery } from '~/api'
import { ImageDetailsModal } from '~/components/images/ImageDetailsModal'
import { paramsHandle } from '~/components/route-handle'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { projectList } from '~/pages/silo/projects/queries'
import { Button } from '~/ui/Button'
import { pb } from '~/util/paths'
import { DemoteImageDialog } from './DemoteImageDialog'
import { siloImageView } from './queries'

export const handle = paramsHandle(['image'], { crumb: (p) => p.image })

export async function loader({ params }: LoaderFunctionArgs) {
  // the demote dialog's project picker; not worth delaying the page for
  preload(projectList().all()).catch(() => undefined)
  await preload(siloImageView(requireParams(params, 'image').image))
  return null
}

/** A silo image's details; demoting it to a project is the change the API allows. */
export default function SiloImageEditPage() {
  const { image: name } = useRequiredParams('image')
  const navigate = useNavigate()
  const [demoting, setDemoting] = useState(false)
  const { data: image } = usePrefetchedApiQuery(siloImageView(name))
  const backToList = () => navigate(pb.siloImages())
  return (
    <>
      <ImageDetailsModal
        image={image}
        onDismiss={backToList}
        action={<Button onPress={() => setDemoting(true)}>Demote to project</Button>}
      />
      {demoting && (
        <DemoteImageDialog image={image} onClose={() => setDemoting(false)} onDemoted={backToList} />
      )}
    </>
  )
}
