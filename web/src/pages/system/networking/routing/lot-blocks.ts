import { peek, preload, useLiveRead, usePrefetchedApiQuery } from '~/api'
import type { AddressLot, AddressLotBlock } from '~/api/__generated__/Api'
import { formatRange } from '~/util/ip'
import { compareAddresses } from './address-order'
import { addressLotBlockList, addressLotList } from './queries'

/** A block of an address lot, with the lot it belongs to. */
export type LotBlock = { lot: AddressLot; block: AddressLotBlock }

export const blockRange = (block: AddressLotBlock) =>
  formatRange({ first: block.firstAddress, last: block.lastAddress })

/** `as65002-announce 10.85.0.0–10.85.1.255` */
export const lotBlockLabel = ({ lot, block }: LotBlock) => `${lot.name} ${blockRange(block)}`

const blocksOf = (lot: AddressLot) => addressLotBlockList(lot.id).all()

/** A lot's blocks in address order (the API lists them by id). */
export const inAddressOrder = (blocks: readonly AddressLotBlock[]) =>
  [...blocks].sort((a, b) => compareAddresses(a.firstAddress, b.firstAddress))

/** For a loader: every address lot, then every lot's blocks. */
export async function preloadLotBlocks(): Promise<null> {
  const lots = await preload(addressLotList().all())
  await Promise.all(lots.items.map((lot) => preload(blocksOf(lot))))
  return null
}

/** Every lot's blocks as the cache holds them now, or undefined while one of them is not read yet. */
function cachedLotBlocks(lots: readonly AddressLot[]): LotBlock[] | undefined {
  const all: LotBlock[] = []
  for (const lot of lots) {
    const page = peek(blocksOf(lot))
    if (!page) return undefined
    all.push(...inAddressOrder(page.items).map((block) => ({ lot, block })))
  }
  return all
}

/**
 * Every block of every address lot, each with its lot, for a picker or a check that needs them all; the route's
 * loader preloads them (`preloadLotBlocks`). A lot's blocks never change (the API has no call that would), so a
 * lot's answer, once read, stands.
 */
export function useLotBlocks() {
  const lots = usePrefetchedApiQuery(addressLotList().all()).data.items
  const read = async () => {
    const pages = await Promise.all(lots.map((lot) => preload(blocksOf(lot))))
    return pages.flatMap((page, i) => inAddressOrder(page.items).map((block) => ({ lot: lots[i], block })))
  }
  const { data, error } = useLiveRead(`address-lot-blocks ${lots.map((l) => l.id).join(' ')}`, read, {
    fallbackData: cachedLotBlocks(lots),
  })
  return { blocks: data, error }
}
