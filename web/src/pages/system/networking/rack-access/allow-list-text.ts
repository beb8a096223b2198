import { formatCount } from '~/util/address-count'

/**
 * An allow-list entry as the API writes it (`10.0.0.0/8`, `203.0.113.7/32`), read without parsing its address:
 * what the page says of the list the API sent, which needs none of the checks a typed entry goes through.
 */

const WIDTH = /^([^/]+)\/(\d+)$/

/** An entry as the console writes it: an address alone when the network holds just that one. */
export function formatEntry(net: string): string {
  const m = net.match(WIDTH)
  if (!m) return net
  const bits = m[1].includes(':') ? 128 : 32
  return Number(m[2]) === bits ? m[1] : net
}

/** How many addresses an entry lets in, exactly (an IPv6 network can hold 2^64 and more); null if unreadable. */
export function entryCount(net: string): bigint | null {
  const m = net.match(WIDTH)
  // an address alone (as typed) is one address
  if (!m) return net.includes('/') ? null : 1n
  const bits = m[1].includes(':') ? 128 : 32
  const width = Number(m[2])
  return width <= bits ? 1n << BigInt(bits - width) : null
}

/** `65,536 addresses`, or `one address`. */
export function countText(net: string): string {
  const count = entryCount(net)
  if (count === null) return net
  return count === 1n ? 'one address' : `${formatCount(count)} addresses`
}
