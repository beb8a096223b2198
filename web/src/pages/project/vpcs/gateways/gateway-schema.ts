import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { validateAddress } from '~/util/ip'

export const attachPoolSchema = yup.object({
  pool: yup.string().required('IP pool is required'),
  name: nameSchema(),
  description: yup.string(),
})

export const attachAddressSchema = yup.object({
  address: yupFromValidator(validateAddress).required('IP address is required'),
  name: nameSchema(),
  description: yup.string(),
})
