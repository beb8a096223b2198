import { callList, type PreparedCalls, sendInTurn } from '~/api'
import { type ConfirmRequest, confirmAction } from '~/components/confirm'
import { addToast, errorToast } from '~/components/toasts'
import type { ActionMenuItem } from '~/ui/Menu'
import { showRequests } from './requests-dialog'

/**
 * A menu item that changes something: its requests, built when shown or sent, and whether it asks before sending
 * them (so that the same action on many rows asks too).
 */
export type RequestItem = ActionMenuItem & { request?: () => PreparedCalls; asks?: boolean }

type ItemBase<K extends string> = Omit<ActionMenuItem, 'onAction' | 'key'> & { key: K }

/** What a row's own action says when it ends: the same action run on many rows shows one result per row instead. */
export type ItemReport = { successTitle: string; errorTitle: string }

/**
 * An item that sends its request at once. With `report`, it says how that went in a toast; without, a failure is
 * reported by the call's own handlers.
 */
export function sendItem<K extends string>(
  item: ItemBase<K> & { request: () => PreparedCalls; report?: ItemReport },
): RequestItem & { key: K } {
  const { report, ...rest } = item
  return {
    ...rest,
    onAction: () => {
      if (!report) {
        for (const call of callList(item.request())) call.fire()
        return
      }
      sendInTurn(item.request()).then(
        () => addToast({ title: report.successTitle }),
        errorToast(report.errorTitle),
      )
    },
  }
}

/** An item that asks first (`confirm`) and sends its request once the user confirms. */
export function confirmItem<K extends string>(
  item: ItemBase<K> & { request: () => PreparedCalls; confirm: Omit<ConfirmRequest, 'request' | 'doAction'> },
): RequestItem & { key: K } {
  const { confirm, ...rest } = item
  return { ...rest, asks: true, onAction: () => confirmAction({ ...confirm, request: item.request() }) }
}

/**
 * The items of a menu, ending with "Show requests" when any of them changes something: a dialog with the
 * request each one sends, as the items' own `request` builds it. `onPage` are the actions the page shows as
 * buttons beside the menu, whose requests the dialog shows first.
 */
export function withShowRequests(
  title: string,
  items: readonly RequestItem[],
  onPage: readonly RequestItem[] = [],
): ActionMenuItem[] {
  const actions = [...onPage, ...items].flatMap((i) =>
    i.request ? [{ label: i.label, disabledReason: i.disabledReason, build: i.request }] : [],
  )
  if (actions.length === 0) return [...items]
  return [
    ...items,
    { key: 'show-requests', label: 'Show requests', onAction: () => showRequests({ title, actions }) },
  ]
}
