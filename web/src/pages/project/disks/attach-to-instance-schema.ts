import { yup } from '~/components/form/yup-locale'

/** The rules of the dialog that attaches a disk to an instance. */
export const attachToInstanceSchema = yup.object({ instance: yup.string().required('Instance is required') })
