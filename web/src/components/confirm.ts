import { useSyncExternalStore } from 'react'
import { capitalize } from '~/util/format'

export type ConfirmRequest = {
  /** e.g. 'Delete project' */
  title: string
  /** What will happen, in plain words. */
  body: React.ReactNode
  /** Label of the confirm button, e.g. 'Delete'. */
  actionLabel: string
  /** The destructive call. A rejection becomes an error toast titled `errorTitle`. */
  doAction: () => Promise<unknown>
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

/** Shorthand for the most common case: deleting a named resource. */
export function confirmDelete(opts: {
  kind: string
  name: string
  doDelete: () => Promise<unknown>
  extra?: string
}) {
  confirmAction({
    title: `Delete ${opts.kind}`,
    body: `Are you sure you want to delete ${opts.kind} ${opts.name}?${opts.extra ? ` ${opts.extra}` : ''}`,
    actionLabel: 'Delete',
    doAction: opts.doDelete,
    errorTitle: `Could not delete ${opts.kind}`,
    successTitle: `${capitalize(opts.kind)} ${opts.name} deleted`,
  })
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
