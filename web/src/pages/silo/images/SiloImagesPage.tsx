import { useState } from 'react'
import { Outlet } from 'react-router'
import type { Image } from '~/api/__generated__/Api'
import { ImageTable } from '~/components/images/ImageTable'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/PageHeader'
import { useSiloReason } from '~/components/permissions/use-role-reason'
import type { RouteHandle } from '~/components/route-handle'
import { EmptyState } from '~/ui/EmptyState'
import { ImagesIcon } from '~/ui/icons/resource-icons'
import { DOCS_LINKS } from '~/util/docs-links'
import { pb } from '~/util/paths'
import { siloImageList } from './queries'

const DemoteImageDialog = lazyComponent(() => import('./DemoteImageDialog'), 'DemoteImageDialog')

export const handle: RouteHandle = { crumb: 'Images', crumbPath: () => pb.siloImages() }

export default function SiloImagesPage() {
  const [demoting, setDemoting] = useState<Image | null>(null)
  const roleReason = useSiloReason('collaborator')
  return (
    <>
      <PageHeader
        title="Silo images"
        icon={<ImagesIcon />}
        docs={{ href: DOCS_LINKS.images, topic: 'images' }}
      />
      <ImageTable
        query={siloImageList()}
        label="Silo images"
        detailsPath={(image) => pb.siloImageEdit({ image: image.name })}
        scopeAction={(image) => ({
          key: 'demote',
          label: 'Demote to project',
          onAction: () => setDemoting(image),
        })}
        deleteParams={(image) => ({ path: { image: image.id } })}
        roleReason={roleReason}
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
