import type { AllowedSourceIps } from '~/api/__generated__/Api'
import { addressBits, type Block, blockContains, blocksOverlap } from '~/util/ip'
import { entryBlock } from './allow-list-entry'

/** Who may reach the rack's API: any address, or only those of a list of networks. */
export type Sources = AllowedSourceIps

const blocksOf = (sources: Extract<Sources, { allow: 'list' }>) =>
  sources.ips.flatMap((ip) => {
    const block = entryBlock(ip)
    return block ? [block] : []
  })

/** The two halves of a block one bit narrower: 10.0.0.0/8 is 10.0.0.0/9 and 10.128.0.0/9. */
function halves(block: Block): [Block, Block] {
  const width = block.width + 1
  const step = 1n << BigInt(addressBits(block.version) - width)
  return [
    { ...block, width },
    { ...block, width, base: block.base + step },
  ]
}

/**
 * Whether every address of `block` is in one of `by`: inside one of them, or made of parts each inside one
 * (10.0.0.0/24 is covered by 10.0.0.0/25 with 10.0.0.128/25).
 */
export function covers(by: readonly Block[], block: Block): boolean {
  if (by.some((b) => blockContains(b, block))) return true
  const overlapping = by.filter((b) => blocksOverlap(b, block))
  if (overlapping.length === 0 || block.width >= addressBits(block.version)) return false
  const [low, high] = halves(block)
  return covers(overlapping, low) && covers(overlapping, high)
}

/** Whether `sources` let in a request from `address`. */
export function letsIn(sources: Sources, address: string): boolean {
  if (sources.allow === 'any') return true
  const block = entryBlock(address)
  return block !== null && covers(blocksOf(sources), block)
}

/** An entry of one list set against the other: not let in there at all, or only in part. */
export type EntryDifference = { entry: string; partly: boolean }

function notCoveredBy(entries: readonly string[], by: readonly Block[]): EntryDifference[] {
  return entries.flatMap((entry) => {
    const block = entryBlock(entry)
    if (!block || covers(by, block)) return []
    return [{ entry, partly: by.some((b) => blocksOverlap(b, block)) }]
  })
}

/** What a change to the allow-list changes: who is let in now and no longer, and who is let in anew. */
export type AllowListChange = {
  /**
   * The new list lets in less than the current one: some address let in now would be turned away. Such a
   * change is confirmed by typing a word first.
   */
  narrows: boolean
  /** From any address to the list's only. */
  fromAny: boolean
  /** From the list's to any address. */
  toAny: boolean
  /** Entries of the current list the new one no longer lets in, wholly or in part. */
  lost: EntryDifference[]
  /** Entries of the new list that let in what the current one does not, wholly or in part. */
  gained: EntryDifference[]
}

export function allowListChange(current: Sources, next: Sources): AllowListChange {
  const none = { lost: [], gained: [] }
  if (next.allow === 'any')
    return { narrows: false, fromAny: false, toAny: current.allow === 'list', ...none }
  if (current.allow === 'any') return { narrows: true, fromAny: true, toAny: false, ...none }
  const lost = notCoveredBy(current.ips, blocksOf(next))
  const gained = notCoveredBy(next.ips, blocksOf(current))
  return { narrows: lost.length > 0, fromAny: false, toAny: false, lost, gained }
}

/** The word the operator types to confirm a change that narrows the list. */
export const NARROW_CONFIRMATION = 'narrow'

/** Whether a narrowing change has been confirmed as it must be: the word typed, whatever its case or spaces. */
export const isConfirmed = (typed: string) => typed.trim().toLowerCase() === NARROW_CONFIRMATION
