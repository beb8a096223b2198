import { useState } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import type { Image } from '../../api/__generated__/Api'
import { type ApiParams, invalidate, preload, useApiMutation } from '../../api/client'
import { confirmDelete } from '../../components/confirm'
import { PageHeader } from '../../components/PageHeader'
import { firstPageParams, QueryTable } from '../../components/QueryTable'
import type { RouteHandle } from '../../components/route-handle'
import { imageColumns } from '../../components/storage/image-columns'
import { allProjects } from '../../components/storage/lists'
import { EmptyState } from '../../ui/EmptyState'
import { ImagesIcon } from '../../ui/icons'
import { pb } from '../../util/paths'
import { DemoteImageDialog } from './DemoteImageDialog'

export const handle: RouteHandle = { crumb: 'Images', crumbPath: () => pb.siloImages() }

// no project: the silo's own images
const listParams: ApiParams<'imageList'> = { query: {} }

export async function loader({ request }: LoaderFunctionArgs) {
  // the demote dialog's project picker; not worth delaying the page for
  preload('projectList', allProjects()).catch(() => undefined)
  await preload('imageList', firstPageParams(listParams, request.url))
  return null
}

export default function SiloImagesPage() {
  const navigate = useNavigate()
  const [demoting, setDemoting] = useState<Image | null>(null)
  const del = useApiMutation('imageDelete', { onSuccess: () => invalidate('imageList') })
  return (
    <>
      <PageHeader title="Silo images" icon={<ImagesIcon />} />
      <QueryTable
        method="imageList"
        params={listParams}
        label="Silo images"
        columns={imageColumns}
        rowKey={(i) => i.id}
        rowLabel={(i) => i.name}
        rowActions={(image) => [
          {
            key: 'details',
            label: 'View details',
            onAction: () => navigate(pb.siloImageEdit({ image: image.name })),
          },
          { key: 'demote', label: 'Demote to project', onAction: () => setDemoting(image) },
          {
            key: 'delete',
            label: 'Delete',
            danger: true,
            onAction: () =>
              confirmDelete({
                kind: 'image',
                name: image.name,
                extra: 'No project will be able to use it. Disks made from it keep their data.',
                doDelete: () => del.mutate({ path: { image: image.id } }),
              }),
          },
        ]}
        emptyState={
          <EmptyState
            icon={<ImagesIcon />}
            title="No silo images"
            body="Silo images can be used by every project. Promote a project image to share it here."
          />
        }
      />
      {demoting && <DemoteImageDialog image={demoting} onClose={() => setDemoting(null)} />}
      <Outlet />
    </>
  )
}
