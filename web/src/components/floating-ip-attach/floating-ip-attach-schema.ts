import { yup } from '~/components/form/yup-locale'

/**
 * The rules of the dialog that attaches a floating IP to an instance: both sides are required. The dialog fills
 * in the side it was opened for, so only the one the user picks can be missing.
 */
export const floatingIpAttachSchema = yup.object({
  floatingIp: yup.string().required('Floating IP is required'),
  instance: yup.string().required('Instance is required'),
})
