import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react'

/** How the first press opened the popup: from the keyboard at its first or last item, or with the pointer. */
export type OpenWith = 'first' | 'last' | true

/**
 * A menu or a select whose React Aria code (popover, collections, selection: the biggest part of a list page)
 * loads when it is first used, not with the page. Its trigger starts as a native button with these props: a
 * pointer resting on it or focus on it fetches the code, and a press, Enter, Space or an arrow key opens the
 * popup once it is there (see ActionMenu, Select, UserMenu).
 */
export function useDeferredPopup(preload: () => void, popup: 'menu' | 'listbox') {
  const [openWith, setOpenWith] = useState<OpenWith | null>(null)
  const byKeyboard = useRef(false)
  const triggerProps = {
    type: 'button' as const,
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onPointerDown: () => {
      byKeyboard.current = false
    },
    // Enter and Space click the button: from the keyboard, the menu opens at its first item
    onClick: () => setOpenWith(byKeyboard.current ? 'first' : true),
    onKeyDown: (event: KeyboardEvent) => {
      byKeyboard.current = true
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      event.preventDefault()
      setOpenWith(event.key === 'ArrowDown' ? 'first' : 'last')
    },
  }
  return { openWith, triggerProps }
}

/**
 * For the popup once its code is there: focuses its own trigger (which took the native one's place), then opens
 * as the first press asked, so that closing it returns focus to the trigger. Spread `trigger` on the MenuTrigger
 * or Select, and `list` on the Menu or ListBox.
 */
export function useOpenOnMount(trigger: RefObject<HTMLElement | null>, openWith: OpenWith) {
  const [isOpen, setOpen] = useState(false)
  const [first, setFirst] = useState(true)
  useEffect(() => {
    trigger.current?.focus()
    // after the rest of the press (its key or pointer coming up), which belongs to the old trigger
    const timer = setTimeout(() => setOpen(true))
    return () => clearTimeout(timer)
  }, [trigger])
  const onOpenChange = (open: boolean) => {
    setOpen(open)
    if (!open) setFirst(false)
  }
  return { trigger: { isOpen, onOpenChange }, list: first ? { autoFocus: openWith } : {} }
}
