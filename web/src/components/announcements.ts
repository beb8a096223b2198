import { useSyncExternalStore } from 'react'

// One polite message at a time for screen readers: a page arrived, rows of a list changed state. The message is
// cleared before a new one is set, so the same words said twice are announced twice.

let message = ''
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

let pending = 0

export function announce(next: string) {
  // with no live region on screen there is no one to tell
  if (listeners.size === 0) return
  message = ''
  emit()
  cancelAnimationFrame(pending)
  pending = requestAnimationFrame(() => {
    message = next
    emit()
  })
}

/** Forgets the last message: a message belongs to the screen that said it. */
export function clearAnnouncement() {
  cancelAnimationFrame(pending)
  message = ''
  emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) clearAnnouncement()
  }
}

export const useAnnouncement = () => useSyncExternalStore(subscribe, () => message)
