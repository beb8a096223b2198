import type { ReactNode } from 'react'
import type { Image } from '~/api/__generated__/Api'
import { PlainButton } from '~/ui/PlainButton'
import { SideModal } from '~/ui/SideModal'
import { ImageDetails } from './ImageDetails'
import s from './ImageDetailsModal.module.css'

type Props = {
  image: Image
  onDismiss: () => void
  /** The one change the API allows: promote (project image) or demote (silo image). */
  action: ReactNode
}

/**
 * The images/{image}/edit screens. The API has no image update, so the screen shows the image as it is and
 * offers the scope change instead.
 */
export function ImageDetailsModal({ image, onDismiss, action }: Props) {
  return (
    <SideModal
      isOpen
      title="Image details"
      subtitle={image.name}
      onOpenChange={(open) => !open && onDismiss()}
      footer={
        <div className={s.footer}>
          <PlainButton variant="secondary" onClick={onDismiss}>
            Close
          </PlainButton>
          {action}
        </div>
      }
    >
      <p className={s.note}>
        An image cannot be changed once it is created. To change it, make a new image and delete this one.
      </p>
      <ImageDetails image={image} />
    </SideModal>
  )
}
