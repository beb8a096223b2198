import { nameDescriptionSchema } from '~/components/form/name-description-schema'
import { yup } from '~/components/form/yup-locale'

export const poolSchema = nameDescriptionSchema.shape({
  ipVersion: yup.string().oneOf(['v4', 'v6']).required(),
  poolType: yup.string().oneOf(['unicast', 'multicast']).required(),
})
