import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { validateVpcIpv6Prefix } from '~/util/ip'

export const vpcEditSchema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  dnsName: nameSchema({ label: 'DNS name' }),
})

export const vpcSchema = vpcEditSchema.shape({ ipv6Prefix: yupFromValidator(validateVpcIpv6Prefix) })
