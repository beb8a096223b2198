import { parseAddress } from './ip-address'
import type { IpRangeText } from './ip-range'
import { type IpVersion, validateIp } from './ip-text'

const VERSION_NAME: Record<IpVersion, string> = { v4: 'IPv4', v6: 'IPv6' }

export type IpRangeErrors = { first?: string; last?: string }

/**
 * What is wrong with a range typed for a pool of `version`, each end on its own: not an address, an address of
 * the other version, or a last address before the first. An empty object when the range is fine.
 */
export function validateIpRange({ first, last }: IpRangeText, version: IpVersion): IpRangeErrors {
  const errors: IpRangeErrors = {}
  const ends = { first: parseAddress(first), last: parseAddress(last) }
  for (const end of ['first', 'last'] as const) {
    const address = ends[end]
    if (!address) errors[end] = validateIp(end === 'first' ? first : last)
    else if (address.version !== version) {
      errors[end] = `Must be an ${VERSION_NAME[version]} address, as the pool is ${VERSION_NAME[version]}`
    }
  }
  if (!errors.first && !errors.last && ends.first && ends.last && ends.first.value > ends.last.value) {
    errors.last = 'The last address must not be before the first'
  }
  return errors
}
