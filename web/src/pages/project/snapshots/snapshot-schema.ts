import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'

/** The rules of the form that snapshots a disk. */
export const snapshotCreateSchema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  disk: yup.string().required('Disk is required'),
})

/** The rules of the form that makes an image from a snapshot. */
export const imageFromSnapshotSchema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  os: yup.string().trim().required('OS is required'),
  version: yup.string().trim().required('Version is required'),
})
