import { formatRange, parseAddress, validateAddress } from '~/util/ip'

/** One block of a new address lot as the form holds it; `key` tells rows apart while they are edited. */
export type BlockRow = { key: string; first: string; last: string }

export type BlockErrors = { first?: string; last?: string }

const VERSION_NAME = { v4: 'IPv4', v6: 'IPv6' } as const

export const blockMessages = {
  version: (version: 'v4' | 'v6') =>
    `Must be an ${VERSION_NAME[version]} address, like the first address of the block`,
  order: 'The last address must not be before the first',
  overlap: (index: number, row: BlockRow) =>
    `Overlaps block ${index + 1} (${formatRange({ first: row.first, last: row.last })})`,
  none: 'Add at least one block: the API cannot add blocks to a lot later',
} as const

type Parsed = { version: 'v4' | 'v6'; first: bigint; last: bigint }

/** A field's text less the spaces around it; a form hands its checks an empty field as undefined. */
const textOf = (value: string | undefined) => (value ?? '').trim()

/** A row's range when both ends are addresses of one version in order; null otherwise. */
function rangeOf(row: BlockRow): Parsed | null {
  const first = parseAddress(textOf(row.first))
  const last = parseAddress(textOf(row.last))
  if (!first || !last || first.version !== last.version || first.value > last.value) return null
  return { version: first.version, first: first.value, last: last.value }
}

const overlaps = (a: Parsed, b: Parsed) => a.version === b.version && a.first <= b.last && b.first <= a.last

/**
 * What is wrong with each block, end by end: an address on its own, a last address of the other version or
 * before the first, and a block that shares addresses with one above it (the API refuses overlapping blocks).
 * Empty ends are left to the required rule.
 */
export function blockErrors(rows: readonly BlockRow[]): BlockErrors[] {
  return rows.map((row, index) => {
    const errors: BlockErrors = {}
    const first = textOf(row.first)
    const last = textOf(row.last)
    if (first) errors.first = validateAddress(first)
    if (last) errors.last = validateAddress(last)
    if (errors.first || errors.last || !first || !last) return errors
    const a = parseAddress(first)
    const b = parseAddress(last)
    if (a && b && a.version !== b.version) return { last: blockMessages.version(a.version) }
    if (a && b && a.value > b.value) return { last: blockMessages.order }
    const range = rangeOf(row)
    const clash = range
      ? rows.slice(0, index).findIndex((other) => {
          const earlier = rangeOf(other)
          return earlier !== null && overlaps(earlier, range)
        })
      : -1
    if (clash >= 0) {
      const other = rows[clash]
      return {
        first: blockMessages.overlap(clash, {
          ...other,
          first: textOf(other.first),
          last: textOf(other.last),
        }),
      }
    }
    return errors
  })
}
