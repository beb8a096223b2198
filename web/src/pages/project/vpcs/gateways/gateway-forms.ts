import type { SiloIpPool } from '~/api/__generated__/Api'

/** The pool choice that means none: not a name, since names start with a letter. */
export const NO_POOL = '(none)'

export type GatewayValues = { name: string; description: string; pool: string }

/** A new gateway takes the silo's default pool unless told otherwise, as the default gateway of a VPC does. */
export const gatewayDefaults = (pools: readonly SiloIpPool[]): GatewayValues => ({
  name: '',
  description: '',
  pool: pools.find((p) => p.isDefault)?.name ?? NO_POOL,
})

export type AttachPoolValues = { pool: string; name: string; description: string }

export type AttachAddressValues = { address: string; name: string; description: string }
