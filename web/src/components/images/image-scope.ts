import { invalidate, useApiMutation } from '~/api'
import type { Image } from '~/api/__generated__/Api'
import { confirmItem } from '~/components/show-request/request-items'

/**
 * After an image moves between the silo and a project: the lists. It is not read again one by one, as the page
 * it was moved from reads it where it no longer is, which would only answer 404, and that page is being left.
 */
const refreshImages = () => {
  invalidate('imageList')
}

/**
 * "Promote to silo": asks, then makes a project image a silo image, available to every project in the silo.
 * The item serves a row menu and, through its `onAction`, a page's button; `onPromoted` runs once it is done.
 */
export function usePromoteImage(project: string, { onPromoted }: { onPromoted?: () => void } = {}) {
  const promote = useApiMutation('imagePromote', {
    onSuccess: () => {
      refreshImages()
      onPromoted?.()
    },
  })
  return (image: Image, disabledReason?: string) =>
    confirmItem({
      key: 'promote',
      label: 'Promote to silo',
      disabledReason,
      request: () => promote.prepare({ path: { image: image.name }, query: { project } }),
      confirm: {
        title: 'Promote image',
        body: `Promote image ${image.name} to the silo? Every project in the silo will be able to use it, and it will no longer be listed under project ${project}.`,
        actionLabel: 'Promote',
        errorTitle: 'Could not promote image',
        successTitle: `Image ${image.name} promoted to the silo`,
      },
    })
}

/**
 * The write that makes a silo image a project image of `project` (the dialog that picks the project is the
 * confirmation); `onDemoted` runs once it is done.
 */
export function useDemoteImage({ onDemoted }: { onDemoted?: (image: Image, project: string) => void } = {}) {
  const demote = useApiMutation('imageDemote', {
    onSuccess: (image, params) => {
      refreshImages()
      onDemoted?.(image, params.query.project)
    },
  })
  return (image: Image, project: string) => demote.prepare({ path: { image: image.id }, query: { project } })
}
