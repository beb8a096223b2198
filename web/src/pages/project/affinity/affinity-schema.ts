import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'

/** The rules of the form that creates a group. */
export const groupCreateSchema = yup.object({
  kind: yup.string().oneOf(['anti-affinity', 'affinity']).required(),
  name: nameSchema(),
  description: yup.string(),
  policy: yup.string().oneOf(['allow', 'fail']).required(),
})

/** The rules of the dialog that adds an instance to a group. */
export const addMemberSchema = yup.object({ instance: yup.string().required('Instance is required') })
