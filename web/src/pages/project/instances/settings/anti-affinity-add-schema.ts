import { yup } from '~/components/form/yup-locale'

/** The rules of the dialog that adds an instance to an anti-affinity group. */
export const addSchema = yup.object({ group: yup.string().required('Anti-affinity group is required') })
