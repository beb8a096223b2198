import { parseAddress } from '~/util/ip'

/** Orders addresses (or networks, by their address) as numbers, IPv4 before IPv6; text that is neither last. */
export function compareAddresses(a: string, b: string): number {
  const x = parseAddress(a.split('/')[0])
  const y = parseAddress(b.split('/')[0])
  if (!x || !y) return (x ? -1 : 0) + (y ? 1 : 0) || a.localeCompare(b)
  if (x.version !== y.version) return x.version === 'v4' ? -1 : 1
  if (x.value !== y.value) return x.value < y.value ? -1 : 1
  return Number(a.split('/')[1] ?? 0) - Number(b.split('/')[1] ?? 0)
}
