/** What a key press asks for: a dialog, a page, or the first key of a two-key shortcut (`g`). */
export type Shortcut = 'palette' | 'shortcuts' | 'projects' | 'instances' | 'new' | 'go'

/** How long after `g` its second key counts. */
export const SECOND_KEY_MS = 1500

type KeyPress = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'defaultPrevented' | 'isComposing' | 'target'
>

const KEYS: Record<string, Shortcut> = { '/': 'palette', '?': 'shortcuts', n: 'new', g: 'go' }
const AFTER_G: Record<string, Shortcut> = { p: 'projects', i: 'instances' }

/** Whether a dialog or a side sheet is open: the keys are then the dialog's. */
export const dialogIsOpen = (doc: Document) =>
  doc.querySelector('[data-modal],[role=dialog],[role=alertdialog]') !== null

/**
 * The shortcut a key press is, if any: single keys, pressed with no modifier but Shift outside a field, a menu or a
 * list (where keys are text, or move through the list); and Ctrl+K (Cmd+K), which opens the palette from a one-line
 * field too, but not from a text area, where it is the text's own (a shell's kill-line in the serial console).
 * None while a dialog is open, nor for a key a control has handled. `afterG`: whether `g` was the key before,
 * within SECOND_KEY_MS.
 */
export function shortcutOf(press: KeyPress, afterG: boolean, inDialog: boolean): Shortcut | null {
  const target = press.target as HTMLElement | null
  const typing =
    target?.isContentEditable || target?.closest?.('input,textarea,select,[role=menu],[role=listbox]')
  if (inDialog || press.defaultPrevented || press.isComposing || press.altKey) return null
  if (press.ctrlKey || press.metaKey) {
    const k = !press.shiftKey && press.key.toLowerCase() === 'k'
    return k && (!typing || target?.tagName === 'INPUT') ? 'palette' : null
  }
  return typing ? null : (afterG && AFTER_G[press.key]) || KEYS[press.key] || null
}
