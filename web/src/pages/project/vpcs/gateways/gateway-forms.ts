import type { SiloIpPool } from '~/api/__generated__/Api'
import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { validateIp } from '~/util/validate'

/** The pool choice that means none: not a name, since names start with a letter. */
export const NO_POOL = '(none)'

export type GatewayValues = { name: string; description: string; pool: string }

export const gatewaySchema = yup.object({ name: nameSchema(), description: yup.string() })

/** A new gateway takes the silo's default pool unless told otherwise, as the default gateway of a VPC does. */
export const gatewayDefaults = (pools: readonly SiloIpPool[]): GatewayValues => ({
  name: '',
  description: '',
  pool: pools.find((p) => p.isDefault)?.name ?? NO_POOL,
})

export type AttachPoolValues = { pool: string; name: string; description: string }

export const attachPoolSchema = yup.object({
  pool: yup.string().required('IP pool is required'),
  name: nameSchema(),
  description: yup.string(),
})

export type AttachAddressValues = { address: string; name: string; description: string }

export const attachAddressSchema = yup.object({
  address: yupFromValidator(validateIp).required('IP address is required'),
  name: nameSchema(),
  description: yup.string(),
})
