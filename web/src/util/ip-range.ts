/**
 * Addresses as numbers, to tell whether one lies in an inclusive range such as an IP pool's. Textual comparison
 * gets this wrong (`10.85.0.9` sorts after `10.85.0.10`; `::1` and `0:0::1` are the same address), so both
 * versions become bigints first.
 */
import { type IpVersion, ipVersion } from './validate'

export type IpValue = { version: IpVersion; value: bigint }

/** An inclusive range as the API writes it, e.g. an IP pool range `{ first, last }`. */
export type IpRangeText = { first: string; last: string }

function v4Value(text: string): bigint {
  return text.split('.').reduce((acc, octet) => (acc << 8n) | BigInt(octet), 0n)
}

/** The 16-bit groups of one side of `::`, a dotted IPv4 tail counting as two. */
function groupsOf(part: string): bigint[] {
  if (part === '') return []
  return part.split(':').flatMap((group) => {
    if (!group.includes('.')) return [BigInt(`0x${group}`)]
    const v4 = v4Value(group)
    return [v4 >> 16n, v4 & 0xffffn]
  })
}

function v6Value(text: string): bigint {
  const [head, tail] = text.split('::')
  const headGroups = groupsOf(head)
  const tailGroups = tail === undefined ? [] : groupsOf(tail)
  const zeros = Array<bigint>(8 - headGroups.length - tailGroups.length).fill(0n)
  return [...headGroups, ...zeros, ...tailGroups].reduce((acc, g) => (acc << 16n) | g, 0n)
}

/** The address as a number with its version, or null when it is not a valid IPv4 or IPv6 address. */
export function parseIpValue(text: string): IpValue | null {
  const version = ipVersion(text)
  if (version === 'v4') return { version, value: v4Value(text) }
  if (version === 'v6') return { version, value: v6Value(text) }
  return null
}

/** Whether `ip` lies between `first` and `last`, both included; an address never lies in a range of the other version. */
export function ipInRange(ip: string, range: IpRangeText): boolean {
  const address = parseIpValue(ip)
  const first = parseIpValue(range.first)
  const last = parseIpValue(range.last)
  if (!address || !first || !last) return false
  if (address.version !== first.version || address.version !== last.version) return false
  return first.value <= address.value && address.value <= last.value
}

export const ipInRanges = (ip: string, ranges: readonly IpRangeText[]) =>
  ranges.some((range) => ipInRange(ip, range))

/** `10.85.0.32–10.85.0.255`, or the one address of a range that holds one. */
export const formatIpRange = ({ first, last }: IpRangeText) => (first === last ? first : `${first}–${last}`)
