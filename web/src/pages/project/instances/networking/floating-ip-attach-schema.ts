import { yup } from '~/components/form/yup-locale'

/** The rules of the dialog that attaches a floating IP to an instance. */
export const floatingSchema = yup.object({ floatingIp: yup.string().required('Floating IP is required') })
