import type { ApiError } from '~/api'
import type { IpPoolRange } from '~/api/__generated__/Api'
import { formatRange } from '~/util/ip'

export type FloatingIpValues = { name: string; description: string; pool: string; ip: string }

/** A new floating IP starts in the silo's default pool (empty when the silo has none) with any free address. */
export const floatingIpDefaults = (defaultPool: string): FloatingIpValues => ({
  name: '',
  description: '',
  pool: defaultPool,
  ip: '',
})

/** An empty pool or address is left to the API: the silo's default pool, the pool's next free address. */
export const floatingIpCreateBody = ({ name, description, pool, ip }: FloatingIpValues) => ({
  name,
  description,
  pool: pool || null,
  ip: ip || null,
})

/** Where a pool's ranges are known (only fleet viewers may read them), the address the user asks for is checked. */
export type KnownPool = { name: string; ranges: readonly IpPoolRange[] }

/** e.g. "Pool default holds 10.85.0.32–10.85.0.255 and 10.85.1.0–10.85.1.255." */
export function poolRangesText({ name, ranges }: KnownPool): string {
  if (ranges.length === 0) return `Pool ${name} holds no addresses yet.`
  const texts = ranges.map((r) => formatRange(r.range))
  const list = texts.length === 1 ? texts[0] : `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}`
  return `Pool ${name} holds ${list}.`
}

export const notInPoolMessage = (pool: string) => `Not an address of pool ${pool}`

/**
 * The API names neither field in its refusals, so the words decide: a taken name is the name's, a refused or
 * unavailable address the address field's, an unknown or exhausted pool the pool's.
 */
export function floatingIpErrorField(
  error: ApiError,
  values: FloatingIpValues,
): keyof FloatingIpValues | null {
  if (error.errorCode === 'ObjectAlreadyExists') return 'name'
  if (values.ip && /\baddress/i.test(error.message)) return 'ip'
  if (/pool/i.test(error.message) || error.statusCode === 507) return 'pool'
  return null
}
