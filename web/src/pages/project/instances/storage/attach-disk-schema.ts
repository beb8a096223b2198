import { yup } from '~/components/form/yup-locale'

/** The rules of the dialog that attaches an existing disk to an instance. */
export const attachDiskSchema = yup.object({ disk: yup.string().required('Disk is required') })
