import { useSyncExternalStore } from 'react'
import type { PreparedCalls } from '~/api'

/** One action of a menu with the requests it sends. */
export type ActionRequests = {
  label: string
  /** Why the action is not available now, if it is not: its request is shown all the same. */
  disabledReason?: string
  build: () => PreparedCalls
}

export type RequestsOf = { title: string; actions: readonly ActionRequests[] }

let current: RequestsOf | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

/** Opens the dialog that shows the requests of a menu's actions; callable from any event handler. */
export function showRequests(requests: RequestsOf) {
  current = requests
  emit()
}

export function closeRequests() {
  current = null
  emit()
}

function subscribe(l: () => void) {
  listeners.add(l)
  return () => listeners.delete(l)
}

export const useRequestsShown = () => useSyncExternalStore(subscribe, () => current)
