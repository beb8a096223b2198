import { useState } from 'react'
import { type LoaderFunctionArgs, Outlet } from 'react-router'
import type { Image } from '~/api/__generated__/Api'
import { type ApiParams, preload } from '~/api/client'
import { ImageTable } from '~/components/images/ImageTable'
import { allProjects } from '~/components/lists'
import { PageHeader } from '~/components/PageHeader'
import { firstPageParams } from '~/components/QueryTable'
import type { RouteHandle } from '~/components/route-handle'
import { EmptyState } from '~/ui/EmptyState'
import { ImagesIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
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
  const [demoting, setDemoting] = useState<Image | null>(null)
  return (
    <>
      <PageHeader title="Silo images" icon={<ImagesIcon />} />
      <ImageTable
        params={listParams}
        label="Silo images"
        detailsPath={(image) => pb.siloImageEdit({ image: image.name })}
        scopeAction={(image) => ({
          key: 'demote',
          label: 'Demote to project',
          onAction: () => setDemoting(image),
        })}
        deleteParams={(image) => ({ path: { image: image.id } })}
        deleteExtra="No project will be able to use it. Disks made from it keep their data."
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
