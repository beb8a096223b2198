import { callApi, invalidate } from '~/api'
import type { Image } from '~/api/__generated__/Api'
import { confirmAction } from '~/components/confirm'

const refreshImages = () => {
  invalidate('imageList')
  invalidate('imageView')
}

/** Asks, then makes a project image a silo image, available to every project in the silo. */
export function confirmPromote(image: Image, project: string, onDone?: () => void) {
  confirmAction({
    title: 'Promote image',
    body: `Promote image ${image.name} to the silo? Every project in the silo will be able to use it, and it will no longer be listed under project ${project}.`,
    actionLabel: 'Promote',
    errorTitle: 'Could not promote image',
    successTitle: `Image ${image.name} promoted to the silo`,
    doAction: async () => {
      await callApi('imagePromote', { path: { image: image.name }, query: { project } })
      refreshImages()
      onDone?.()
    },
  })
}

/** Makes a silo image a project image of `project` (the dialog that picks the project is the confirmation). */
export async function demoteImage(image: Image, project: string) {
  const demoted = await callApi('imageDemote', { path: { image: image.id }, query: { project } })
  refreshImages()
  return demoted
}
