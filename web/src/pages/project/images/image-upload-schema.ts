import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { imageWarnings, readImageHeader } from '~/util/image-checks'
import { BLOCK_SIZES, validateImageFileSize } from '~/util/upload'

export const UPLOAD_ANYWAY_MESSAGE =
  'See the warnings below: tick Upload anyway to upload this file as it is, or choose another'

/**
 * The rules of the image upload form. The file's first bytes are read to warn about a file that may not make a
 * working image (a QCOW2 file, no partition table, part blocks); such a file is sent only once the user ticks
 * Upload anyway.
 */
export const imageUploadSchema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  os: yup.string().trim().required('OS is required'),
  version: yup.string().trim().required('Version is required'),
  blockSize: yup.string().oneOf(BLOCK_SIZES.map(String)),
  imageFile: yup
    .mixed<File>()
    .nullable()
    .required('Image file is required')
    .test('size', '', function (file) {
      const error = file ? validateImageFileSize(file.size) : undefined
      return error ? this.createError({ message: error }) : true
    })
    .test('acknowledged', UPLOAD_ANYWAY_MESSAGE, async function (file) {
      if (!file || this.parent.uploadAnyway || validateImageFileSize(file.size)) return true
      return imageWarnings(file.size, await readImageHeader(file), Number(this.parent.blockSize)).length === 0
    }),
  uploadAnyway: yup.boolean(),
})
