/**
 * IP addresses, CIDR blocks and address ranges, IPv4 and IPv6 alike, as the forms and pages of the console need
 * them: what a form can check before asking the API, and how the console writes them.
 *
 * The words, each for one idea:
 * - an *address* is one IP address; parsed, it is its version and its number (`Address`, a bigint for both
 *   versions, so that comparing and counting never go through text);
 * - a *block* is a CIDR block, `address/width` (`Block`), such as a subnet's or a firewall rule's `ip_net`;
 * - a *range* is every address from `first` to `last`, both included, as the API writes an IP pool's ranges
 *   (`AddressRange`, kept as text);
 * - `parseX(text)` gives the value or null, `validateX(text)` the message a form shows or undefined (for a
 *   range, one per end), `formatX` the text the console writes; `xContains(container, item)` takes the
 *   container first.
 *
 * How many addresses there are is a count (util/address-count.ts formats counts).
 */

import { fail, ok, type Parsed } from './parsed'

export type IpVersion = 'v4' | 'v6'

// ---------------------------------------------------------------------------------------------------
// Addresses

export type Address = { version: IpVersion; value: bigint }

export const addressBits = (version: IpVersion) => (version === 'v4' ? 32 : 128)

const ADDRESS_MESSAGE = 'Not a valid IP address'

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

/** The address `text` holds, dotted IPv4 or IPv6 in any of its forms, or null. */
export function parseAddress(text: string): Address | null {
  if (isIpv4(text)) return { version: 'v4', value: v4Value(text) }
  if (isIpv6(text)) return { version: 'v6', value: v6Value(text) }
  return null
}

export const validateAddress = (text: string): string | undefined =>
  parseAddress(text) ? undefined : ADDRESS_MESSAGE

function formatV6(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn))
  // the longest run of two or more zero groups is written as `::` (the first such run on a tie)
  let best = { start: -1, length: 0 }
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++
      continue
    }
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > best.length) best = { start: i, length: j - i }
    i = j
  }
  const hex = (gs: number[]) => gs.map((g) => g.toString(16)).join(':')
  if (best.length < 2) return hex(groups)
  return `${hex(groups.slice(0, best.start))}::${hex(groups.slice(best.start + best.length))}`
}

/** An address in its canonical text: dotted IPv4, or lowercase IPv6 with the longest zero run compressed. */
export function formatAddress({ version, value }: Address): string {
  if (version === 'v6') return formatV6(value)
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.')
}

// ---------------------------------------------------------------------------------------------------
// Blocks (address/width)

/** A block as written: its address (host bits may be set, see `isNetworkAddress`) and its width. */
export type Block = { version: IpVersion; base: bigint; width: number }

const BLOCK_MESSAGES = {
  shape: 'Must contain an IP address and a width, separated by a /',
  width: 'Width must be an integer',
  v4Max: 'Max width for IPv4 is 32',
  v6Max: 'Max width for IPv6 is 128',
} as const

/**
 * What may come before a dotted IPv4 tail in the address of an IPv6 block, as the API takes it: `::`, `::ffff:`
 * or `::ffff:0:` (`::ffff:10.0.0.0/104`), or one to four groups and `::` (`64:ff9b::10.0.0.0/120`). Other
 * dotted forms are addresses on their own (`a:b:c:d:e:f:1.2.3.4`), but the API refuses them in a block.
 */
const V6_BLOCK_DOTTED_HEAD = /^(::(ffff(:0{1,4})?:)?|([0-9a-fA-F]{1,4}:){1,4}:)$/

function isBlockAddress(address: string, version: IpVersion): boolean {
  if (version === 'v4' || !address.includes('.')) return true
  return V6_BLOCK_DOTTED_HEAD.test(address.slice(0, address.lastIndexOf(':') + 1))
}

/** The block `text` holds, or the first thing wrong with it. */
function readBlock(text: string): Parsed<Block> {
  const parts = text.split('/')
  if (parts.length !== 2 || parts[1] === '') return fail(BLOCK_MESSAGES.shape)
  const [addressText, widthText] = parts
  const address = parseAddress(addressText)
  if (!address || !isBlockAddress(addressText, address.version)) return fail(BLOCK_MESSAGES.shape)
  // no leading zeros: the API reads the width as a plain integer and refuses `/08`
  if (!/^(0|[1-9]\d*)$/.test(widthText)) return fail(BLOCK_MESSAGES.width)
  const width = Number(widthText)
  if (address.version === 'v4' && width > 32) return fail(BLOCK_MESSAGES.v4Max)
  if (address.version === 'v6' && width > 128) return fail(BLOCK_MESSAGES.v6Max)
  return ok({ version: address.version, base: address.value, width })
}

/** The block `text` holds (`address/width`, as the API takes it), or null. */
export function parseBlock(text: string): Block | null {
  const read = readBlock(text)
  return read.ok ? read.value : null
}

export function validateBlock(text: string): string | undefined {
  const read = readBlock(text)
  return read.ok ? undefined : read.error
}

/** Parses text the caller knows to be a block, e.g. a constant. */
export function requireBlock(text: string): Block {
  const block = parseBlock(text)
  if (!block) throw new Error(`not a CIDR block: ${text}`)
  return block
}

export const formatBlock = (block: Block) =>
  `${formatAddress({ version: block.version, value: block.base })}/${block.width}`

const hostMask = ({ version, width }: Pick<Block, 'version' | 'width'>) =>
  (1n << BigInt(addressBits(version) - width)) - 1n

/** Whether the bits past the width are all zero, as in `10.1.0.0/16` but not `10.1.2.3/16`. */
export const isNetworkAddress = (block: Block) => (block.base & hostMask(block)) === 0n

/** The block with its host bits cleared: `10.1.2.3/16` becomes `10.1.0.0/16`. */
export const networkOf = (block: Block): Block => ({ ...block, base: block.base & ~hostMask(block) })

/** Whether the first `width` bits of two addresses of one version agree. */
function samePrefix(version: IpVersion, a: bigint, b: bigint, width: number): boolean {
  const shift = BigInt(addressBits(version) - width)
  return a >> shift === b >> shift
}

/** Whether every address of `inner` is also in `outer`. */
export function blockContains(outer: Block, inner: Block): boolean {
  return (
    outer.version === inner.version &&
    outer.width <= inner.width &&
    samePrefix(outer.version, outer.base, inner.base, outer.width)
  )
}

/** Whether two blocks share any address. */
export function blocksOverlap(a: Block, b: Block): boolean {
  return a.version === b.version && samePrefix(a.version, a.base, b.base, Math.min(a.width, b.width))
}

/**
 * The `index`th block of `width` inside `container` (counting from 0), e.g. the third /64 of a VPC's /48; null
 * when the container holds fewer.
 */
export function nthBlock(container: Block, width: number, index: number): Block | null {
  if (width < container.width || width > addressBits(container.version) || index < 0) return null
  const count = 1n << BigInt(width - container.width)
  if (BigInt(index) >= count) return null
  const step = 1n << BigInt(addressBits(container.version) - width)
  return { version: container.version, base: networkOf(container).base + BigInt(index) * step, width }
}

/**
 * The first block of `width` inside `container` that overlaps none of `used`, looking at no more than `limit`
 * candidates; null when none is free among them.
 */
export function firstFreeBlock(
  container: Block,
  width: number,
  used: readonly Block[],
  limit = 4096,
): Block | null {
  for (let index = 0; index < limit; index++) {
    const candidate = nthBlock(container, width, index)
    if (!candidate) return null
    if (!used.some((u) => blocksOverlap(u, candidate))) return candidate
  }
  return null
}

// ---------------------------------------------------------------------------------------------------
// Ranges (first–last)

/**
 * An inclusive range as the API writes it, e.g. an IP pool range `{ first, last }`. Whether an address lies in
 * it is a question for numbers: as text `10.85.0.9` sorts after `10.85.0.10`, and `::1` and `0:0::1` are the
 * same address.
 */
export type AddressRange = { first: string; last: string }

/** Whether `address` lies between `first` and `last`, both included; an address never lies in a range of the other version. */
export function rangeContains(range: AddressRange, address: string): boolean {
  const item = parseAddress(address)
  const first = parseAddress(range.first)
  const last = parseAddress(range.last)
  if (!item || !first || !last) return false
  if (item.version !== first.version || item.version !== last.version) return false
  return first.value <= item.value && item.value <= last.value
}

export const rangesContain = (ranges: readonly AddressRange[], address: string) =>
  ranges.some((range) => rangeContains(range, address))

/** `10.85.0.32–10.85.0.255`, or the one address of a range that holds one. */
export const formatRange = ({ first, last }: AddressRange) => (first === last ? first : `${first}–${last}`)

/** How many addresses a range holds, exactly (an IPv6 range can hold far more than 2^53); null for a bad range. */
export function addressCount(range: AddressRange): bigint | null {
  const first = parseAddress(range.first)
  const last = parseAddress(range.last)
  if (!first || !last || first.version !== last.version || first.value > last.value) return null
  return last.value - first.value + 1n
}

const VERSION_NAME: Record<IpVersion, string> = { v4: 'IPv4', v6: 'IPv6' }

export type RangeErrors = { first?: string; last?: string }

/**
 * What is wrong with a range typed for a pool of `version`, each end on its own: not an address, an address of
 * the other version, or a last address before the first. An empty object when the range is fine.
 */
export function validateRange({ first, last }: AddressRange, version: IpVersion): RangeErrors {
  const errors: RangeErrors = {}
  const ends = { first: parseAddress(first), last: parseAddress(last) }
  for (const end of ['first', 'last'] as const) {
    const address = ends[end]
    if (!address) errors[end] = validateAddress(end === 'first' ? first : last)
    else if (address.version !== version) {
      errors[end] = `Must be an ${VERSION_NAME[version]} address, as the pool is ${VERSION_NAME[version]}`
    }
  }
  if (!errors.first && !errors.last && ends.first && ends.last && ends.first.value > ends.last.value) {
    errors.last = 'The last address must not be before the first'
  }
  return errors
}

// ---------------------------------------------------------------------------------------------------
// The blocks of a VPC, as the API takes them: a VPC's IPv6 prefix (a unique local /48), a subnet's IPv4 block
// (from an RFC 1918 private block) and its IPv6 block (a /64 inside the VPC's prefix). Each validator returns
// the first thing wrong with the text, in words a user can act on, or undefined.

/** Unique local addresses assigned locally (RFC 4193): where a VPC's IPv6 prefix comes from. */
export const UNIQUE_LOCAL_BLOCK = 'fd00::/8'
/** The width of a VPC's IPv6 prefix. */
export const VPC_PREFIX_WIDTH = 48
/** The width of a subnet's IPv6 block. */
export const SUBNET_IPV6_WIDTH = 64
/** The private IPv4 blocks of RFC 1918, which a subnet's IPv4 block must come from. */
export const PRIVATE_IPV4_BLOCKS = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] as const
/** The widest and narrowest IPv4 blocks the API accepts for a subnet. */
export const SUBNET_IPV4_MIN_WIDTH = 8
export const SUBNET_IPV4_MAX_WIDTH = 26
/** Where new subnets' IPv4 blocks are suggested from: the block of every VPC's default subnet. */
const SUGGESTION_BLOCK = '172.30.0.0/16'

/** Another subnet of the VPC, whose block a new one must not overlap. */
export type SiblingBlock = { name: string; block: string }

export const blockMessages = {
  prefixNotV6: 'Must be an IPv6 prefix, like fd12:3456:789a::/48',
  prefixWidth: `Must be a /${VPC_PREFIX_WIDTH} prefix`,
  prefixNotUniqueLocal: `Must be a unique local prefix, within ${UNIQUE_LOCAL_BLOCK} (it starts with fd)`,
  v4NotV4: 'Must be an IPv4 block, like 172.30.8.0/24',
  v4Width: `Width must be between ${SUBNET_IPV4_MIN_WIDTH} and ${SUBNET_IPV4_MAX_WIDTH}`,
  v4NotPrivate: 'Must be within a private range: 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16',
  v6NotV6: 'Must be an IPv6 block, like fd12:3456:789a:1::/64',
  v6Width: `Must be a /${SUBNET_IPV6_WIDTH} block`,
  hostBits: (block: Block) =>
    `Bits past the /${block.width} must be zero: did you mean ${formatBlock(networkOf(block))}?`,
  outsidePrefix: (prefix: string) => `Must be within the VPC's IPv6 prefix ${prefix}`,
  overlap: (sibling: SiblingBlock) => `Overlaps ${sibling.block}, the block of subnet ${sibling.name}`,
} as const

const siblingBlocks = (siblings: readonly SiblingBlock[]) =>
  siblings.flatMap((s) => {
    const block = parseBlock(s.block)
    return block ? [{ sibling: s, block }] : []
  })

const firstOverlap = (block: Block, siblings: readonly SiblingBlock[]) =>
  siblingBlocks(siblings).find((s) => blocksOverlap(block, s.block))?.sibling

/** A VPC's IPv6 prefix: a /48 network address in the unique local block. */
export function validateVpcIpv6Prefix(text: string): string | undefined {
  const read = readBlock(text.trim())
  if (!read.ok) return read.error
  const block = read.value
  if (block.version !== 'v6') return blockMessages.prefixNotV6
  if (block.width !== VPC_PREFIX_WIDTH) return blockMessages.prefixWidth
  if (!blockContains(requireBlock(UNIQUE_LOCAL_BLOCK), block)) return blockMessages.prefixNotUniqueLocal
  if (!isNetworkAddress(block)) return blockMessages.hostBits(block)
  return undefined
}

/** A subnet's IPv4 block: a network address in a private block, /8 to /26, clear of the other subnets. */
export function validateSubnetIpv4Block(
  text: string,
  siblings: readonly SiblingBlock[] = [],
): string | undefined {
  const read = readBlock(text.trim())
  if (!read.ok) return read.error
  const block = read.value
  if (block.version !== 'v4') return blockMessages.v4NotV4
  if (block.width < SUBNET_IPV4_MIN_WIDTH || block.width > SUBNET_IPV4_MAX_WIDTH) return blockMessages.v4Width
  if (!PRIVATE_IPV4_BLOCKS.some((p) => blockContains(requireBlock(p), block)))
    return blockMessages.v4NotPrivate
  if (!isNetworkAddress(block)) return blockMessages.hostBits(block)
  const clash = firstOverlap(block, siblings)
  return clash ? blockMessages.overlap(clash) : undefined
}

/** A subnet's IPv6 block: a /64 network address inside the VPC's prefix, clear of the other subnets. */
export function validateSubnetIpv6Block(
  text: string,
  vpcPrefix: string,
  siblings: readonly SiblingBlock[] = [],
): string | undefined {
  const read = readBlock(text.trim())
  if (!read.ok) return read.error
  const block = read.value
  if (block.version !== 'v6') return blockMessages.v6NotV6
  if (block.width !== SUBNET_IPV6_WIDTH) return blockMessages.v6Width
  if (!isNetworkAddress(block)) return blockMessages.hostBits(block)
  const prefix = parseBlock(vpcPrefix)
  if (prefix && !blockContains(prefix, block)) return blockMessages.outsidePrefix(vpcPrefix)
  const clash = firstOverlap(block, siblings)
  return clash ? blockMessages.overlap(clash) : undefined
}

/** A free /24 to suggest for a new subnet, next to the blocks the VPC's subnets already use. */
export function suggestIpv4Block(siblings: readonly SiblingBlock[]): string | null {
  const used = siblingBlocks(siblings).map((s) => s.block)
  const free = firstFreeBlock(requireBlock(SUGGESTION_BLOCK), 24, used)
  return free && formatBlock(free)
}
