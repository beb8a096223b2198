/**
 * Addresses as numbers, to tell whether one lies in an inclusive range such as an IP pool's. Textual comparison
 * gets this wrong (`10.85.0.9` sorts after `10.85.0.10`; `::1` and `0:0::1` are the same address), so both
 * versions become bigints first.
 */
import { parseAddress } from './ip-address'

/** An inclusive range as the API writes it, e.g. an IP pool range `{ first, last }`. */
export type IpRangeText = { first: string; last: string }

/** Whether `ip` lies between `first` and `last`, both included; an address never lies in a range of the other version. */
export function ipInRange(ip: string, range: IpRangeText): boolean {
  const address = parseAddress(ip)
  const first = parseAddress(range.first)
  const last = parseAddress(range.last)
  if (!address || !first || !last) return false
  if (address.version !== first.version || address.version !== last.version) return false
  return first.value <= address.value && address.value <= last.value
}

export const ipInRanges = (ip: string, ranges: readonly IpRangeText[]) =>
  ranges.some((range) => ipInRange(ip, range))

/** `10.85.0.32–10.85.0.255`, or the one address of a range that holds one. */
export const formatIpRange = ({ first, last }: IpRangeText) => (first === last ? first : `${first}–${last}`)

/** How many addresses a range holds, exactly (an IPv6 range can hold far more than 2^53); null for a bad range. */
export function ipRangeSize(range: IpRangeText): bigint | null {
  const first = parseAddress(range.first)
  const last = parseAddress(range.last)
  if (!first || !last || first.version !== last.version || first.value > last.value) return null
  return last.value - first.value + 1n
}
