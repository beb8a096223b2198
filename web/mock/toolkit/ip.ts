/**
 * IP addresses, ranges and CIDR networks, v4 and v6 alike: what IP pools, address lots, VPC subnets, routes
 * and address allocation need. Addresses are bigints so both versions share one code path; no db access, so
 * fixtures can use these too.
 */

export type IpVersion = 4 | 6

export type Ip = { version: IpVersion; value: bigint }

/** An inclusive range of addresses, as IP pools and address lot blocks hold them. */
export type IpRange = { version: IpVersion; first: bigint; last: bigint }

/** A network as written: its address (host bits may be set, see `isNetworkAddress`) and prefix width. */
export type Net = { version: IpVersion; base: bigint; width: number }

export function bits(version: IpVersion): number {
  return version === 4 ? 32 : 128
}

// ---- addresses

function parseV4(text: string): bigint | null {
  const parts = text.split('.')
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null
  return parts.reduce((acc, p) => (acc << 8n) | BigInt(p), 0n)
}

/** The 16-bit groups of one side of `::`; a dotted IPv4 tail (`::ffff:10.0.0.1`) counts as two. */
function groupsOf(part: string, tailMayBeV4: boolean): string[] | null {
  if (part === '') return []
  const groups = part.split(':')
  const tail = groups[groups.length - 1]
  if (!tail.includes('.')) return groups
  const v4 = tailMayBeV4 ? parseV4(tail) : null
  if (v4 === null) return null
  return [...groups.slice(0, -1), ((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16)]
}

function parseV6(text: string): bigint | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  const compressed = halves.length === 2
  const head = groupsOf(halves[0], !compressed)
  const tail = compressed ? groupsOf(halves[1], true) : []
  if (!head || !tail) return null
  const missing = 8 - head.length - tail.length
  if (compressed ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...Array<string>(compressed ? missing : 0).fill('0'), ...tail]
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(`0x${g}`), 0n)
}

export function parseIp(text: string): Ip | null {
  if (text.includes(':')) {
    const value = parseV6(text)
    return value === null ? null : { version: 6, value }
  }
  const value = parseV4(text)
  return value === null ? null : { version: 4, value }
}

/** For addresses the mock stored or seeded itself, which are valid by construction. */
export function requireIp(text: string): Ip {
  const ip = parseIp(text)
  if (!ip) throw new Error(`mock data holds an invalid IP address: "${text}"`)
  return ip
}

export function ipVersion(text: string): IpVersion | null {
  return parseIp(text)?.version ?? null
}

export function formatIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => (value >> shift) & 0xffn).join('.')
}

/** Canonical text of an IPv6 address: lower case, leading zeros dropped, the longest zero run as `::`. */
export function formatIpv6(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn))
  let bestStart = -1
  let bestLength = 1
  for (let i = 0; i < 8; ) {
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i]
    i = j === i ? i + 1 : j
  }
  const hex = groups.map((g) => g.toString(16))
  if (bestStart < 0) return hex.join(':')
  const head = hex.slice(0, bestStart).join(':')
  const tail = hex.slice(bestStart + bestLength).join(':')
  return `${head}::${tail}`
}

export function formatIp({ version, value }: Ip): string {
  return version === 4 ? formatIpv4(value) : formatIpv6(value)
}

export function isMulticast(ip: Ip): boolean {
  return ip.version === 4 ? ip.value >> 28n === 0xen : ip.value >> 120n === 0xffn
}

/** Source-specific multicast: 232.0.0.0/8, or IPv6 multicast with flag field 3 (ff3x::/16). */
export function isSourceSpecific(ip: Ip): boolean {
  return ip.version === 4 ? ip.value >> 24n === 232n : ip.value >> 116n === 0xff3n
}

// ---- ranges

/** An `IpRange` of the API; null if the ends do not parse or differ in version. */
export function parseRange(range: { first: string; last: string }): IpRange | null {
  const first = parseIp(range.first)
  const last = parseIp(range.last)
  if (!first || !last || first.version !== last.version) return null
  return { version: first.version, first: first.value, last: last.value }
}

export function rangeSize(range: IpRange): bigint {
  return range.last - range.first + 1n
}

export function inRange(range: IpRange, ip: Ip): boolean {
  return range.version === ip.version && range.first <= ip.value && ip.value <= range.last
}

export function rangesOverlap(a: IpRange, b: IpRange): boolean {
  return a.version === b.version && a.first <= b.last && b.first <= a.last
}

// ---- networks

/** `10.85.0.0/24`; null if the address or the width does not parse, or the width does not fit. */
export function parseNet(text: string): Net | null {
  const [address, widthText, extra] = text.split('/')
  if (extra !== undefined || !widthText || !/^\d{1,3}$/.test(widthText)) return null
  const ip = parseIp(address)
  const width = Number(widthText)
  if (!ip || width > bits(ip.version)) return null
  return { version: ip.version, base: ip.value, width }
}

/** For networks the mock stored or seeded itself, which are valid by construction. */
export function requireNet(text: string): Net {
  const net = parseNet(text)
  if (!net) throw new Error(`mock data holds an invalid network: "${text}"`)
  return net
}

function mask(net: Net): bigint {
  const width = BigInt(bits(net.version))
  return ((1n << width) - 1n) ^ ((1n << (width - BigInt(net.width))) - 1n)
}

/** True when the address has no bits set past the prefix, as in 10.1.0.0/16 (not 10.1.2.3/16). */
export function isNetworkAddress(net: Net): boolean {
  return (net.base & mask(net)) === net.base
}

export function contains(outer: Net, inner: Net): boolean {
  return (
    outer.version === inner.version && outer.width <= inner.width && (inner.base & mask(outer)) === outer.base
  )
}

export function overlaps(a: Net, b: Net): boolean {
  return contains(a, b) || contains(b, a)
}

const PRIVATE_V4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map(requireNet)

/** RFC 1918: where VPC subnets take their IPv4 blocks from. */
export function isPrivateV4(net: Net): boolean {
  return PRIVATE_V4.some((range) => contains(range, net))
}

const ULA = requireNet('fd00::/8')

/** RFC 4193 unique local addresses: where VPC IPv6 prefixes come from. */
export function isUniqueLocal(net: Net): boolean {
  return contains(ULA, net)
}

/** The `index`th /64 of a /48 VPC prefix: index 0 is the one the default subnet gets. */
export function subnet64(prefix: string, index: number): string {
  const net = parseNet(prefix)
  if (net?.version !== 6) throw new Error(`not an IPv6 prefix: ${prefix}`)
  return `${formatIpv6(net.base | (BigInt(index) << 64n))}/64`
}

/** A random /48 in fd00::/8, as Nexus picks for a VPC created without one. */
export function randomUlaPrefix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5))
  let value = 0xfdn
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  return `${formatIpv6(value << 80n)}/48`
}
