/**
 * An IP address written as text: which version it is, if it is one, and its number (a bigint for both versions),
 * for comparing and counting addresses: whether one lies in a range, how many a range holds. The messages a form
 * shows are in ip-text.ts, the block arithmetic in ip-math.ts.
 */
export type IpVersion = 'v4' | 'v6'

/** Dotted quad, each octet 0-255 without leading zeros (which some parsers read as octal). */
function isIpv4(s: string): boolean {
  const octets = s.split('.')
  return octets.length === 4 && octets.every((o) => /^(0|[1-9]\d{0,2})$/.test(o) && Number(o) <= 255)
}

const isHexGroup = (g: string) => /^[0-9a-fA-F]{1,4}$/.test(g)

/** Counts the 16-bit groups in a run like `a:b:1.2.3.4`, or returns null if any part is invalid. */
function countGroups(run: string, ipv4Allowed: boolean): number | null {
  if (run === '') return 0
  const parts = run.split(':')
  const last = parts[parts.length - 1]
  let count = 0
  if (ipv4Allowed && last.includes('.')) {
    if (!isIpv4(last)) return null
    parts.pop()
    count = 2
  }
  if (!parts.every(isHexGroup)) return null
  return count + parts.length
}

/** Full and `::`-compressed forms, with an optional dotted IPv4 tail. Zone ids are not addresses. */
function isIpv6(s: string): boolean {
  const halves = s.split('::')
  if (halves.length > 2) return false
  if (halves.length === 1) return countGroups(s, true) === 8
  const head = countGroups(halves[0], false)
  const tail = countGroups(halves[1], true)
  // `::` stands for at least one zero group
  return head !== null && tail !== null && head + tail <= 7
}

export function ipVersion(s: string): IpVersion | null {
  if (isIpv4(s)) return 'v4'
  if (isIpv6(s)) return 'v6'
  return null
}

export type Address = { version: IpVersion; value: bigint }

export const addressBits = (version: IpVersion) => (version === 'v4' ? 32 : 128)

function v4Value(text: string): bigint {
  return text.split('.').reduce((acc, octet) => (acc << 8n) | BigInt(octet), 0n)
}

/** The 16-bit groups of one side of `::`, a dotted IPv4 tail counting as two. */
function groupValues(part: string): bigint[] {
  if (part === '') return []
  const groups = part.split(':')
  const tail = groups[groups.length - 1]
  if (!tail.includes('.')) return groups.map((g) => BigInt(`0x${g}`))
  const v4 = v4Value(tail)
  return [...groups.slice(0, -1).map((g) => BigInt(`0x${g}`)), v4 >> 16n, v4 & 0xffffn]
}

function v6Value(text: string): bigint {
  const halves = text.split('::')
  const head = groupValues(halves[0])
  const tail = halves.length === 2 ? groupValues(halves[1]) : []
  const zeros = halves.length === 2 ? 8 - head.length - tail.length : 0
  const groups = [...head, ...Array<bigint>(zeros).fill(0n), ...tail]
  return groups.reduce((acc, g) => (acc << 16n) | g, 0n)
}

/** The address `text` holds, in any form `ipVersion` accepts, or null. */
export function parseAddress(text: string): Address | null {
  const version = ipVersion(text)
  if (!version) return null
  return { version, value: version === 'v4' ? v4Value(text) : v6Value(text) }
}
