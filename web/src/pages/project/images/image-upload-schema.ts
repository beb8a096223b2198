import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { BLOCK_SIZES, isQcow2, validateImageFileSize } from '~/util/upload'

const QCOW2_MESSAGE = 'This is a QCOW2 file; upload a raw image (convert it with qemu-img convert -O raw)'

/** The rules of the image upload form; the file is read to refuse a QCOW2 image. */
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
    .test('raw', QCOW2_MESSAGE, async (file) => {
      if (!file) return true
      return !isQcow2(new Uint8Array(await file.slice(0, 4).arrayBuffer()))
    }),
})
