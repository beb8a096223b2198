import { useSyncExternalStore } from 'react'
import { TOAST_ERROR_MS, TOAST_MS } from '~/util/constants'

export type ToastVariant = 'success' | 'error' | 'info'
export type Toast = { id: number; variant: ToastVariant; title: string; content?: string; timeout: number }
type ToastInput = { title: string; content?: string; variant?: ToastVariant; timeout?: number }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function emit() {
  for (const l of listeners) l()
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

/** Shows a toast from anywhere: success and info last 5 s, errors 15 s, unless a timeout is given. */
export function addToast({ title, content, variant = 'success', timeout }: ToastInput): number {
  const id = nextId++
  const ms = timeout ?? (variant === 'error' ? TOAST_ERROR_MS : TOAST_MS)
  toasts = [...toasts, { id, variant, title, content, timeout: ms }]
  timers.set(
    id,
    setTimeout(() => dismissToast(id), ms),
  )
  emit()
  return id
}

/** An `onError` for actions that have no form to show their failure: an error toast titled `title`. */
export const errorToast =
  (title: string) =>
  (error: { message: string }): void => {
    addToast({ title, content: error.message, variant: 'error' })
  }

/** Between tests: no toast or timer carries over. */
export function clearToasts() {
  for (const id of [...timers.keys()]) dismissToast(id)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useToasts = () => useSyncExternalStore(subscribe, () => toasts)
