import { type LoaderFunctionArgs, Outlet, useParams } from 'react-router'
import { type ApiParams, preload } from '~/api/client'
import { ImageTable } from '~/components/images/ImageTable'
import { confirmPromote } from '~/components/images/image-scope'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { firstPageParams } from '~/components/QueryTable'
import type { RouteHandle } from '~/components/route-handle'
import { EmptyState } from '~/ui/EmptyState'
import { ImagesIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'

export const handle: RouteHandle = {
  crumb: 'Images',
  crumbPath: (p) => pb.projectImages({ project: p.project ?? '' }),
}

const listParams = (project: string): ApiParams<'imageList'> => ({ query: { project } })

export async function loader({ params, request }: LoaderFunctionArgs) {
  await preload('imageList', firstPageParams(listParams(params.project!), request.url))
  return null
}

export default function ProjectImagesPage() {
  const { project = '' } = useParams()
  const upload = <LinkButton to={pb.projectImagesNew({ project })}>Upload image</LinkButton>
  return (
    <>
      <PageHeader title="Images" icon={<ImagesIcon />} actions={upload} />
      <ImageTable
        params={listParams(project)}
        label="Project images"
        detailsPath={(image) => pb.projectImageEdit({ project, image: image.name })}
        scopeAction={(image) => ({
          key: 'promote',
          label: 'Promote to silo',
          onAction: () => confirmPromote(image, project),
        })}
        deleteParams={(image) => ({ path: { image: image.name }, query: { project } })}
        deleteExtra="Disks made from it keep their data."
        emptyState={
          <EmptyState
            icon={<ImagesIcon />}
            title="No project images"
            body="Upload a raw disk image, or make one from a snapshot, to boot instances of this project from it."
            action={upload}
          />
        }
      />
      <Outlet />
    </>
  )
}
