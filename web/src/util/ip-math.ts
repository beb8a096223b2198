/**
 * Addresses and CIDR blocks as numbers, for what a form can check before asking the API: whether a block is a
 * network address, lies inside another or overlaps one. IPv4 and IPv6 share one code path as bigints.
 */
import { type Address, addressBits, parseAddress } from './ip-address'
import { type IpVersion, parseIpNet } from './ip-text'

/** A block as written: its address (host bits may be set, see `isNetworkAddress`) and its width. */
export type Block = { version: IpVersion; base: bigint; width: number }

/** The block `text` holds (`address/width`), or null when it is not one. */
export function parseBlock(text: string): Block | null {
  const parsed = parseIpNet(text)
  if (!parsed.ok) return null
  const address = parseAddress(parsed.value.address)
  if (!address) return null
  return { version: address.version, base: address.value, width: parsed.value.width }
}

/** Parses text the caller knows to be a block, e.g. a constant. */
export function requireBlock(text: string): Block {
  const block = parseBlock(text)
  if (!block) throw new Error(`not a CIDR block: ${text}`)
  return block
}

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
export function contains(outer: Block, inner: Block): boolean {
  return (
    outer.version === inner.version &&
    outer.width <= inner.width &&
    samePrefix(outer.version, outer.base, inner.base, outer.width)
  )
}

/** Whether two blocks share any address. */
export function overlaps(a: Block, b: Block): boolean {
  return a.version === b.version && samePrefix(a.version, a.base, b.base, Math.min(a.width, b.width))
}

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

export const formatBlock = (block: Block) =>
  `${formatAddress({ version: block.version, value: block.base })}/${block.width}`

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
    if (!used.some((u) => overlaps(u, candidate))) return candidate
  }
  return null
}
