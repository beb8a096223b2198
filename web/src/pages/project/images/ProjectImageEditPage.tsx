import { type LoaderFunctionArgs, useNavigate, useParams } from 'react-router'
import { preload, usePrefetchedApiQuery } from '~/api/client'
import { ImageDetailsModal } from '~/components/images/ImageDetailsModal'
import { confirmPromote } from '~/components/images/image-scope'
import type { RouteHandle } from '~/components/route-handle'
import { Button } from '~/ui/Button'
import { pb } from '~/util/paths'

export const handle: RouteHandle = { crumb: (p) => p.image ?? '' }

const imageParams = (project: string, image: string) => ({ path: { image }, query: { project } })

export async function loader({ params }: LoaderFunctionArgs) {
  await preload('imageView', imageParams(params.project!, params.image!))
  return null
}

/** A project image's details; promoting it to the silo is the change the API allows. */
export default function ProjectImageEdit() {
  const { project = '', image: name = '' } = useParams()
  const navigate = useNavigate()
  const { data: image } = usePrefetchedApiQuery('imageView', imageParams(project, name))
  const backToList = () => navigate(pb.projectImages({ project }))
  return (
    <ImageDetailsModal
      image={image}
      onDismiss={backToList}
      action={<Button onPress={() => confirmPromote(image, project, backToList)}>Promote to silo</Button>}
    />
  )
}
