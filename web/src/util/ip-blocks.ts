/**
 * The address blocks of a VPC as the API takes them: a VPC's IPv6 prefix (a unique local /48), a subnet's IPv4
 * block (from an RFC 1918 private range) and its IPv6 block (a /64 inside the VPC's prefix). Each validator
 * returns the first thing wrong with the text, in words a user can act on, or undefined.
 */
import {
  type Block,
  contains,
  firstFreeBlock,
  formatBlock,
  isNetworkAddress,
  networkOf,
  overlaps,
  parseBlock,
  requireBlock,
} from './ip-math'
import { parseIpNet } from './validate'

/** Unique local addresses assigned locally (RFC 4193): where a VPC's IPv6 prefix comes from. */
export const UNIQUE_LOCAL_RANGE = 'fd00::/8'
/** The width of a VPC's IPv6 prefix. */
export const VPC_PREFIX_WIDTH = 48
/** The width of a subnet's IPv6 block. */
export const SUBNET_IPV6_WIDTH = 64
/** The private IPv4 ranges of RFC 1918, which a subnet's IPv4 block must come from. */
export const PRIVATE_IPV4_RANGES = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] as const
/** The widest and narrowest IPv4 blocks the API accepts for a subnet. */
export const SUBNET_IPV4_MIN_WIDTH = 8
export const SUBNET_IPV4_MAX_WIDTH = 26

const uniqueLocal = requireBlock(UNIQUE_LOCAL_RANGE)
const privateRanges = PRIVATE_IPV4_RANGES.map(requireBlock)

/** Another subnet of the VPC, whose block a new one must not overlap. */
export type SiblingBlock = { name: string; block: string }

export const blockMessages = {
  prefixNotV6: 'Must be an IPv6 prefix, like fd12:3456:789a::/48',
  prefixWidth: `Must be a /${VPC_PREFIX_WIDTH} prefix`,
  prefixNotUniqueLocal: `Must be a unique local prefix, within ${UNIQUE_LOCAL_RANGE} (it starts with fd)`,
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

/** The CIDR shape rules every block shares: an address, a slash and a width that fits the address. */
function parseShape(text: string): { block: Block } | { error: string } {
  const trimmed = text.trim()
  const parsed = parseIpNet(trimmed)
  if (!parsed.ok) return { error: parsed.error }
  // what parseIpNet accepts always parses as a block
  return { block: requireBlock(trimmed) }
}

function firstOverlap(block: Block, siblings: readonly SiblingBlock[]): SiblingBlock | undefined {
  return siblings.find((s) => {
    const theirs = parseBlock(s.block)
    return theirs !== null && overlaps(block, theirs)
  })
}

/** A VPC's IPv6 prefix: a /48 network address in the unique local range. */
export function validateVpcIpv6Prefix(text: string): string | undefined {
  const shape = parseShape(text)
  if ('error' in shape) return shape.error
  const { block } = shape
  if (block.version !== 'v6') return blockMessages.prefixNotV6
  if (block.width !== VPC_PREFIX_WIDTH) return blockMessages.prefixWidth
  if (!contains(uniqueLocal, block)) return blockMessages.prefixNotUniqueLocal
  if (!isNetworkAddress(block)) return blockMessages.hostBits(block)
  return undefined
}

/** A subnet's IPv4 block: a network address in a private range, /8 to /26, clear of the other subnets. */
export function validateSubnetIpv4Block(
  text: string,
  siblings: readonly SiblingBlock[] = [],
): string | undefined {
  const shape = parseShape(text)
  if ('error' in shape) return shape.error
  const { block } = shape
  if (block.version !== 'v4') return blockMessages.v4NotV4
  if (block.width < SUBNET_IPV4_MIN_WIDTH || block.width > SUBNET_IPV4_MAX_WIDTH) return blockMessages.v4Width
  if (!privateRanges.some((range) => contains(range, block))) return blockMessages.v4NotPrivate
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
  const shape = parseShape(text)
  if ('error' in shape) return shape.error
  const { block } = shape
  if (block.version !== 'v6') return blockMessages.v6NotV6
  if (block.width !== SUBNET_IPV6_WIDTH) return blockMessages.v6Width
  if (!isNetworkAddress(block)) return blockMessages.hostBits(block)
  const prefix = parseBlock(vpcPrefix)
  if (prefix && !contains(prefix, block)) return blockMessages.outsidePrefix(vpcPrefix)
  const clash = firstOverlap(block, siblings)
  return clash ? blockMessages.overlap(clash) : undefined
}

const blocksOf = (siblings: readonly SiblingBlock[]) =>
  siblings.map((s) => parseBlock(s.block)).filter((b): b is Block => b !== null)

/** Where new subnets' IPv4 blocks are suggested from: the range of every VPC's default subnet. */
const SUGGESTION_RANGE = requireBlock('172.30.0.0/16')

/** A free /24 to suggest for a new subnet, next to the blocks the VPC's subnets already use. */
export function suggestIpv4Block(siblings: readonly SiblingBlock[]): string | null {
  const free = firstFreeBlock(SUGGESTION_RANGE, 24, blocksOf(siblings))
  return free && formatBlock(free)
}
