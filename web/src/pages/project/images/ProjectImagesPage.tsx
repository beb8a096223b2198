import { Outlet } from 'react-router'
import { ImageTable } from '~/components/images/ImageTable'
import { usePromoteImage } from '~/components/images/image-scope'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { useProjectReason, useSiloReason } from '~/components/permissions/use-role-reason'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { EmptyState } from '~/ui/EmptyState'
import { ImagesIcon } from '~/ui/icons/resource-icons'
import { DOCS_LINKS } from '~/util/docs-links'
import { pb } from '~/util/paths'
import { projectImageList } from './queries'

export const handle = paramsHandle(['project'], { crumb: 'Images', crumbPath: pb.projectImages })

export default function ProjectImagesPage() {
  const { project } = useRequiredParams('project')
  const roleReason = useProjectReason(project, 'compute')
  // a promoted image belongs to the silo, which takes a collaborator there
  const promoteReason = useSiloReason('collaborator')
  const promote = usePromoteImage(project)
  const upload = (
    <LinkButton overList disabledReason={roleReason} to={pb.projectImagesNew({ project })}>
      Upload image
    </LinkButton>
  )
  return (
    <>
      <PageHeader
        title="Images"
        icon={<ImagesIcon />}
        actions={upload}
        docs={{ href: DOCS_LINKS.images, topic: 'images' }}
      />
      <ImageTable
        query={projectImageList(project)}
        label="Project images"
        detailsPath={(image) => pb.projectImageEdit({ project, image: image.name })}
        scopeAction={(image) => promote(image, promoteReason)}
        deleteParams={(image) => ({ path: { image: image.name }, query: { project } })}
        roleReason={roleReason}
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
