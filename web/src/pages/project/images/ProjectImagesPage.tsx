import { type LoaderFunctionArgs, Outlet, useNavigate, useParams } from 'react-router'
import { type ApiParams, invalidate, preload, useApiMutation } from '../../../api/client'
import { confirmDelete } from '../../../components/confirm'
import { LinkButton } from '../../../components/LinkButton'
import { PageHeader } from '../../../components/PageHeader'
import { firstPageParams, QueryTable } from '../../../components/QueryTable'
import type { RouteHandle } from '../../../components/route-handle'
import { imageColumns } from '../../../components/storage/image-columns'
import { confirmPromote } from '../../../components/storage/image-scope'
import { EmptyState } from '../../../ui/EmptyState'
import { ImagesIcon } from '../../../ui/icons'
import { pb } from '../../../util/paths'

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
  const navigate = useNavigate()
  const del = useApiMutation('imageDelete', { onSuccess: () => invalidate('imageList') })
  const upload = <LinkButton to={pb.projectImagesNew({ project })}>Upload image</LinkButton>
  return (
    <>
      <PageHeader title="Images" icon={<ImagesIcon />} actions={upload} />
      <QueryTable
        method="imageList"
        params={listParams(project)}
        label="Project images"
        columns={imageColumns}
        rowKey={(i) => i.id}
        rowLabel={(i) => i.name}
        rowActions={(image) => [
          {
            key: 'details',
            label: 'View details',
            onAction: () => navigate(pb.projectImageEdit({ project, image: image.name })),
          },
          { key: 'promote', label: 'Promote to silo', onAction: () => confirmPromote(image, project) },
          {
            key: 'delete',
            label: 'Delete',
            danger: true,
            onAction: () =>
              confirmDelete({
                kind: 'image',
                name: image.name,
                extra: 'Disks made from it keep their data.',
                doDelete: () => del.mutate({ path: { image: image.name }, query: { project } }),
              }),
          },
        ]}
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
