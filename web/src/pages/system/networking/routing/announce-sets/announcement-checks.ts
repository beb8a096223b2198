import type { AddressLotBlock } from '~/api/__generated__/Api'
import { type LotBlock, lotBlockLabel } from '~/pages/system/networking/routing/lot-blocks'
import {
  addressBits,
  formatBlock,
  isNetworkAddress,
  networkOf,
  parseAddress,
  parseBlock,
  validateBlock,
} from '~/util/ip'

/** One announcement of a set as the form holds it: the network and the id of the block it is drawn from. */
export type AnnouncementRow = { key: string; network: string; block: string }

export type AnnouncementErrors = { network?: string; block?: string }

export const announcementMessages = {
  hostBits: (network: string, suggestion: string) =>
    `${network} has bits set past its width: did you mean ${suggestion}?`,
  outside: (lotBlock: LotBlock) => `Not within the block it is drawn from, ${lotBlockLabel(lotBlock)}`,
  twice: 'Announced twice: remove one',
  blockGone: 'This block no longer exists: choose another',
} as const

/** The first and last address of a network, as numbers. */
function spanOf(network: string) {
  const block = parseBlock(network)
  if (!block) return null
  const size = 1n << BigInt(addressBits(block.version) - block.width)
  return { version: block.version, first: block.base, last: block.base + size - 1n }
}

/** Whether every address of `network` is in `block` (an address lot block, both ends included). */
export function blockHolds(block: AddressLotBlock, network: string): boolean {
  const span = spanOf(network)
  const first = parseAddress(block.firstAddress)
  const last = parseAddress(block.lastAddress)
  if (!span || !first || !last || first.version !== span.version) return false
  return first.value <= span.first && span.last <= last.value
}

/**
 * What is wrong with each announcement: a network that is not `address/width` or has host bits set (BGP announces
 * networks, not addresses in them), one announced twice, and one outside the block it is said to come from.
 * Empty fields are left to the required rule.
 */
export function announcementErrors(
  rows: readonly AnnouncementRow[],
  blocks: readonly LotBlock[],
): AnnouncementErrors[] {
  const seen = new Set<string>()
  return rows.map((row) => {
    // a form hands its checks an empty field as undefined
    const network = (row.network ?? '').trim()
    const chosen = row.block ? blocks.find((b) => b.block.id === row.block) : undefined
    const errors: AnnouncementErrors = {}
    if (row.block && !chosen) errors.block = announcementMessages.blockGone
    if (!network) return errors
    const shape = validateBlock(network)
    if (shape) return { ...errors, network: shape }
    const parsed = parseBlock(network)
    if (parsed && !isNetworkAddress(parsed)) {
      return { ...errors, network: announcementMessages.hostBits(network, formatBlock(networkOf(parsed))) }
    }
    const canonical = parsed ? formatBlock(parsed) : network
    if (seen.has(canonical)) return { ...errors, network: announcementMessages.twice }
    seen.add(canonical)
    if (chosen && !blockHolds(chosen.block, network)) {
      return { ...errors, network: announcementMessages.outside(chosen) }
    }
    return errors
  })
}
