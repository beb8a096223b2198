import type { RequestItem } from '~/components/show-request/request-items'

/**
 * A row menu item that a list also offers for many selected rows at once. It runs each row's own item (its
 * request, its state and role rules), so what one row may do is written once, in the row's menu.
 */
export type BulkAction<K extends string = string> = {
  /** The key of the row menu item it runs for each row, e.g. 'stop'. */
  key: K
  /** The button, e.g. 'Stop'. */
  label: string
  /** Says what a row cannot have done to it: "web-3 cannot be stopped". */
  done: string
  /** Says what is under way: "Stopping 3 instances". */
  doing: string
}

/** A selected row as the toolbar sees it: its key, its name and its menu items. */
export type BulkRow = { key: string; name: string; items: readonly RequestItem[] }

/** One selected row's part in a bulk action: the item of its menu that the action runs. */
export type BulkTarget = { key: string; name: string; item: RequestItem }

export type BulkOffer = {
  action: BulkAction
  /** Why the action is not offered for this selection, naming the rows that cannot take it; undefined when offered. */
  disabledReason?: string
  /** Each selected row's item, in the page's order (all of them enabled when the action is offered). */
  targets: BulkTarget[]
}

/** At most this many names in a reason; the rest are counted. */
const NAMES_SHOWN = 3

/** "web-3", "web-3 and web-4", "a, b, c and 2 more". */
export function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  if (names.length <= NAMES_SHOWN) return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  return `${names.slice(0, NAMES_SHOWN).join(', ')} and ${names.length - NAMES_SHOWN} more`
}

/** A reason as the second half of a sentence: "Only a running…" becomes "only a running…", "IP…" stays. */
const lowerFirst = (text: string) =>
  /^[A-Z](?![A-Z])/.test(text) ? text[0].toLowerCase() + text.slice(1) : text

/** Why a row's item cannot run: its own disabled reason, or that its menu has no such action that sends. */
function blockOf(item: RequestItem | undefined): string | undefined {
  if (item?.disabledReason) return item.disabledReason
  if (!item?.request) return 'its menu has no such action'
  return undefined
}

/**
 * The toolbar's actions for the selected rows: an action is offered only when every selected row's item for it is
 * enabled. Otherwise it comes with the reason, the rows that cannot take it grouped by their own reason:
 * "web-3 cannot be stopped: only a running, starting, rebooting or failed instance can be stopped".
 */
export function bulkOffers(actions: readonly BulkAction[], rows: readonly BulkRow[]): BulkOffer[] {
  return actions.map((action) => {
    const targets: BulkTarget[] = []
    const blocked = new Map<string, string[]>()
    for (const row of rows) {
      const item = row.items.find((i) => i.key === action.key)
      const block = blockOf(item)
      if (!block && item) targets.push({ key: row.key, name: row.name, item })
      else if (block) blocked.set(block, [...(blocked.get(block) ?? []), row.name])
    }
    if (rows.length === 0) return { action, targets, disabledReason: 'Select rows first' }
    if (blocked.size === 0) return { action, targets }
    const disabledReason = [...blocked]
      .map(([reason, names]) => `${namesText(names)} cannot be ${action.done}: ${lowerFirst(reason)}`)
      .join('; ')
    return { action, targets, disabledReason }
  })
}

/** What a list offers for many rows at once: the actions, and what its rows are called, one and many. */
export type BulkActions<K extends string = string> = {
  noun: { one: string; many: string }
  actions: readonly BulkAction<K>[]
}

/** "1 instance", "3 instances". */
export const countOf = (count: number, noun: BulkActions['noun']) =>
  `${count} ${count === 1 ? noun.one : noun.many}`
