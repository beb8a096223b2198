import {
  addressBits,
  type Block,
  blockMessages,
  formatAddress,
  formatBlock,
  isNetworkAddress,
  parseAddress,
  parseBlock,
  validateAddress,
  validateBlock,
} from '~/util/ip'
import { requiredMessage } from '~/util/required-message'
import { validateUnique } from '~/util/validate'
import { countText } from './allow-list-text'

/**
 * One entry of the rack's allow-list: an IP address, or a network (`address/width`). The API takes networks
 * only, so an address is sent as the network of that one address (`10.1.2.3/32`, `fd00::1/128`).
 */

/** The label of the field an entry is typed in, which also names it in messages. */
export const ENTRY_LABEL = 'IP address or network'

/** The entry as a block of addresses, or null when it is neither an address nor a network. */
export function entryBlock(text: string): Block | null {
  const trimmed = text.trim()
  if (trimmed.includes('/')) return parseBlock(trimmed)
  const address = parseAddress(trimmed)
  return address && { version: address.version, base: address.value, width: addressBits(address.version) }
}

/** The same entry however it is written (`10.1.2.3`, `10.1.2.3/32`), for telling duplicates apart. */
const entryKey = (text: string) => {
  const block = entryBlock(text)
  return block ? formatBlock(block) : text.trim()
}

/**
 * What is wrong with a typed entry before it joins `list`: not an address or a network (in the words the rest of
 * the console uses), a network with bits set past its width (which the network alone would not say), or an
 * entry the list holds already.
 */
export function entryError(text: string, list: readonly string[]): string | undefined {
  const trimmed = text.trim()
  if (!trimmed) return requiredMessage(ENTRY_LABEL)
  if (trimmed.includes('/')) {
    const shape = validateBlock(trimmed)
    if (shape) return shape
    const block = parseBlock(trimmed)
    if (block && !isNetworkAddress(block)) return blockMessages.hostBits(block)
  } else {
    const shape = validateAddress(trimmed)
    if (shape) return shape
  }
  return validateUnique([...list, trimmed], entryKey)
}

/** The entry as the API takes it: a network in its canonical text. */
export function entryNet(text: string): string {
  const block = entryBlock(text)
  if (!block) throw new Error(`not an allow-list entry: ${text}`)
  return formatBlock(block)
}

/** How many addresses an entry lets in, and its first and last. */
export function entrySpan(block: Block): { count: bigint; first: string; last: string } {
  const size = 1n << BigInt(addressBits(block.version) - block.width)
  const base = block.base & ~(size - 1n)
  return {
    count: size,
    first: formatAddress({ version: block.version, value: base }),
    last: formatAddress({ version: block.version, value: base + size - 1n }),
  }
}

/** What an entry lets in, in words: `16.78M addresses, 10.0.0.0 to 10.255.255.255`, or `one address`. */
export function describeEntry(entry: string): string {
  const block = entryBlock(entry)
  if (!block) return entry
  const { first, last } = entrySpan(block)
  const count = countText(formatBlock(block))
  return first === last ? count : `${count}, ${first} to ${last}`
}
