import { useState } from 'react'
import { type LoaderFunctionArgs, useNavigate, useParams } from 'react-router'
import { preload, usePrefetchedApiQuery } from '~/api/client'
import { ImageDetailsModal } from '~/components/images/ImageDetailsModal'
import { allProjects } from '~/components/lists'
import type { RouteHandle } from '~/components/route-handle'
import { Button } from '~/ui/Button'
import { pb } from '~/util/paths'
import { DemoteImageDialog } from './DemoteImageDialog'

export const handle: RouteHandle = { crumb: (p) => p.image ?? '' }

// without a project, a name selects a silo image
const imageParams = (image: string) => ({ path: { image } })

export async function loader({ params }: LoaderFunctionArgs) {
  preload('projectList', allProjects()).catch(() => undefined)
  await preload('imageView', imageParams(params.image!))
  return null
}

/** A silo image's details; demoting it to a project is the change the API allows. */
export default function SiloImageEditPage() {
  const { image: name = '' } = useParams()
  const navigate = useNavigate()
  const [demoting, setDemoting] = useState(false)
  const { data: image } = usePrefetchedApiQuery('imageView', imageParams(name))
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
