import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { validateAddress } from '~/util/ip'

/** The rules of the form that adds a network interface to an instance. */
export const nicCreateSchema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  vpcName: yup.string().label('VPC').required(),
  subnetName: yup.string().label('Subnet').required(),
  ip: yupFromValidator(validateAddress),
})

/** The rules of the form that edits a network interface. */
export const nicEditSchema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  primary: yup.boolean(),
})
