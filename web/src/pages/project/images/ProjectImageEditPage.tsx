import { usePrefetchedApiQuery } from '~/api'
import { ImageDetailsModal } from '~/components/images/ImageDetailsModal'
import { usePromoteImage } from '~/components/images/image-scope'
import { useBackToList } from '~/components/list-place'
import { useSiloReason } from '~/components/permissions/use-role-reason'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { PlainButton } from '~/ui/PlainButton'
import { pb } from '~/util/paths'
import { projectImageView } from './queries'

export const handle = paramsHandle(['image'], { crumb: (p) => p.image })

/** A project image's details; promoting it to the silo is the change the API allows. */
export default function ProjectImageEdit() {
  const { project, image: name } = useRequiredParams('project', 'image')
  const { data: image } = usePrefetchedApiQuery(projectImageView({ project, image: name }))
  const backToList = useBackToList(pb.projectImages({ project }))
  // a promoted image belongs to the silo, which takes a collaborator there
  const promoteReason = useSiloReason('collaborator')
  const promote = usePromoteImage(project, { onPromoted: backToList })
  return (
    <ImageDetailsModal
      image={image}
      onDismiss={backToList}
      action={
        <PlainButton disabledReason={promoteReason} onClick={() => promote(image).onAction()}>
          Promote to silo
        </PlainButton>
      }
    />
  )
}
