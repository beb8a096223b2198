import { formFields } from '~/components/form/form-fields'

/** What the image upload form holds. */
export type ImageUploadValues = {
  name: string
  description: string
  os: string
  version: string
  blockSize: string
  imageFile: File | null
  /** Send a file the checks warn about all the same. */
  uploadAnyway: boolean
}

/** The form's typed fields, shared by the form and its file checks. */
export const F = formFields<ImageUploadValues>()
