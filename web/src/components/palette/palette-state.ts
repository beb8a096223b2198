import { useSyncExternalStore } from 'react'

/** Which of the two dialogs is open: the palette or the list of keyboard shortcuts. */
export type PaletteDialog = 'palette' | 'shortcuts'

/** The dialog open, if any, and whether the keyboard shortcuts work yet (their code comes after the page). */
type PaletteState = { open: PaletteDialog | null; keysLive: boolean }

let state: PaletteState = { open: null, keysLive: false }
const listeners = new Set<() => void>()
const set = (change: Partial<PaletteState>) => {
  state = { ...state, ...change }
  for (const listener of listeners) listener()
}

/** Opens the palette or the shortcuts, from any handler; null closes whichever is open. */
export const showPaletteDialog = (open: PaletteDialog | null) => set({ open })

export const setKeysLive = (keysLive: boolean) => set({ keysLive })

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const usePaletteState = () => useSyncExternalStore(subscribe, () => state)
