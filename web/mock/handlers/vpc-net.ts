/**
 * Address arithmetic for VPC subnets and routes. Pure functions, no db access, so fixtures can use them too.
 * Addresses are held as bigints so IPv4 (32 bits) and IPv6 (128 bits) share one code path.
 */

export type IpVersion = 4 | 6

export type Net = { version: IpVersion; base: bigint; width: number }

const BITS: Record<IpVersion, number> = { 4: 32, 6: 128 }

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  let value = 0n
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null
    value = (value << 8n) | BigInt(part)
  }
  return value
}

function parseIpv6(text: string): bigint | null {
  if (!/^[0-9a-fA-F:]+$/.test(text)) return null
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groups = (half: string) => (half === '' ? [] : half.split(':'))
  const head = groups(halves[0])
  const tail = halves.length === 2 ? groups(halves[1]) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  let value = 0n
  for (const group of all) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null
    value = (value << 16n) | BigInt(`0x${group}`)
  }
  return value
}

export function parseIp(text: string): { version: IpVersion; value: bigint } | null {
  const v4 = parseIpv4(text)
  if (v4 !== null) return { version: 4, value: v4 }
  const v6 = parseIpv6(text)
  return v6 === null ? null : { version: 6, value: v6 }
}

export function ipVersion(text: string): IpVersion | null {
  return parseIp(text)?.version ?? null
}

export function parseNet(text: string): Net | null {
  const [address, widthText, extra] = text.split('/')
  if (extra !== undefined || !widthText || !/^\d{1,3}$/.test(widthText)) return null
  const ip = parseIp(address)
  const width = Number(widthText)
  if (!ip || width > BITS[ip.version]) return null
  return { version: ip.version, base: ip.value, width }
}

function mask(net: Net): bigint {
  const bits = BigInt(BITS[net.version])
  return ((1n << bits) - 1n) ^ ((1n << (bits - BigInt(net.width))) - 1n)
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

const PRIVATE_V4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map((n) => parseNet(n) as Net)

/** RFC 1918: where VPC subnets take their IPv4 blocks from. */
export function isPrivateV4(net: Net): boolean {
  return PRIVATE_V4.some((range) => contains(range, net))
}

const ULA = parseNet('fd00::/8') as Net

/** RFC 4193 unique local addresses: where VPC IPv6 prefixes come from. */
export function isUniqueLocal(net: Net): boolean {
  return contains(ULA, net)
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
