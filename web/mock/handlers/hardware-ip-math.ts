/** Just enough IP arithmetic for ranges, subnets and allocations, v4 and v6 alike. */

export type IpVersion = 4 | 6
export type Ip = { version: IpVersion; value: bigint }

function parseV4(text: string): bigint | null {
  const parts = text.split('.')
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null
  return parts.reduce((acc, p) => (acc << 8n) | BigInt(p), 0n)
}

function parseV6(text: string): bigint | null {
  let groups: string[]
  const halves = text.split('::')
  if (halves.length > 2) return null
  // an embedded IPv4 tail (::ffff:10.0.0.1) counts as two groups
  const expand = (part: string) => {
    if (!part) return []
    const pieces = part.split(':')
    const tail = pieces.at(-1)!
    if (tail.includes('.')) {
      const v4 = parseV4(tail)
      if (v4 === null) return null
      pieces.splice(-1, 1, ((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16))
    }
    return pieces
  }
  const head = expand(halves[0])
  const rest = halves.length === 2 ? expand(halves[1]) : []
  if (!head || !rest) return null
  if (halves.length === 2) {
    const missing = 8 - head.length - rest.length
    if (missing < 1) return null
    groups = [...head, ...Array(missing).fill('0'), ...rest]
  } else {
    groups = head
  }
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(Number.parseInt(g, 16)), 0n)
}

export function parseIp(text: string): Ip | null {
  if (text.includes(':')) {
    const value = parseV6(text)
    return value === null ? null : { version: 6, value }
  }
  const value = parseV4(text)
  return value === null ? null : { version: 4, value }
}

export function bits(version: IpVersion): number {
  return version === 4 ? 32 : 128
}

export type Net = { version: IpVersion; first: bigint; last: bigint; prefix: number; address: bigint }

/** `10.85.0.0/24` as its first and last address; null if it does not parse. */
export function parseNet(text: string): Net | null {
  const [addr, len, ...extra] = text.split('/')
  const ip = parseIp(addr)
  const prefix = Number(len)
  if (!ip || extra.length || !/^\d{1,3}$/.test(len ?? '') || prefix > bits(ip.version)) return null
  const hostBits = BigInt(bits(ip.version) - prefix)
  const first = (ip.value >> hostBits) << hostBits
  return { version: ip.version, first, last: first + (1n << hostBits) - 1n, prefix, address: ip.value }
}

export type Range = { version: IpVersion; first: bigint; last: bigint }

/** An `IpRange` of the API; null if the ends do not parse or differ in version. */
export function parseRange(range: { first: string; last: string }): Range | null {
  const first = parseIp(range.first)
  const last = parseIp(range.last)
  if (!first || !last || first.version !== last.version) return null
  return { version: first.version, first: first.value, last: last.value }
}

export function rangeSize(range: Range): bigint {
  return range.last - range.first + 1n
}

export function overlaps(a: Range, b: Range): boolean {
  return a.version === b.version && a.first <= b.last && b.first <= a.last
}

export function contains(range: Range, ip: Ip): boolean {
  return range.version === ip.version && range.first <= ip.value && ip.value <= range.last
}

export function isMulticast(ip: Ip): boolean {
  return ip.version === 4 ? ip.value >> 28n === 0xen : ip.value >> 120n === 0xffn
}

/** Source-specific multicast: 232.0.0.0/8, or IPv6 multicast with flag field 3 (ff3x::/16). */
export function isSourceSpecific(ip: Ip): boolean {
  return ip.version === 4 ? ip.value >> 24n === 232n : ip.value >> 116n === 0xff3n
}
