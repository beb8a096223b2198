import { useSyncExternalStore } from 'react'
import type { PreparedCalls } from '~/api'

export type ConfirmRequest = {
  /** e.g. 'Delete project' */
  title: string
  /** What will happen, in plain words. */
  body: React.ReactNode
  /** Label of the confirm button, e.g. 'Delete'. */
  actionLabel: string
  /**
   * The writes the action makes, shown by the dialog's "Show request" and sent in turn on confirm. A rejection
   * becomes an error toast titled `errorTitle`.
   */
  request?: PreparedCalls
  /** The action, for one that does more than send its `request`. */
  doAction?: () => Promise<unknown>
  /** e.g. 'Could not delete project' */
  errorTitle: string
  /** Shown as a success toast once the action resolves. */
  successTitle?: string
  /** The confirm button's look: red for what destroys (the default), plain for what only needs a moment's thought. */
  variant?: 'danger' | 'primary'
}

let current: ConfirmRequest | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

/** Asks the user to confirm a destructive action; callable from any event handler. */
export function confirmAction(request: ConfirmRequest) {
  current = request
  emit()
}

export function closeConfirm() {
  current = null
  emit()
}

function subscribe(l: () => void) {
  listeners.add(l)
  return () => listeners.delete(l)
}

export const useConfirmRequest = () => useSyncExternalStore(subscribe, () => current)
