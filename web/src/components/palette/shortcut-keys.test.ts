import { afterEach, describe, expect, it } from 'vitest'
import { dialogIsOpen, shortcutOf } from './shortcut-keys'

const press = (key: string, init: Partial<KeyboardEvent> & { target?: EventTarget | null } = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  defaultPrevented: false,
  isComposing: false,
  target: document.body,
  ...init,
})

const element = (html: string) => {
  document.body.innerHTML = html
  return document.body.firstElementChild as HTMLElement
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('keyboard shortcuts', () => {
  it('are single keys outside a field, g starting the two-key ones', () => {
    expect(shortcutOf(press('/'), false, false)).toBe('palette')
    expect(shortcutOf(press('?', { shiftKey: true }), false, false)).toBe('shortcuts')
    expect(shortcutOf(press('n'), false, false)).toBe('new')
    expect(shortcutOf(press('g'), false, false)).toBe('go')
    expect(shortcutOf(press('p'), true, false)).toBe('projects')
    expect(shortcutOf(press('i'), true, false)).toBe('instances')
    expect(shortcutOf(press('p'), false, false)).toBeNull()
    expect(shortcutOf(press('N', { shiftKey: true }), false, false)).toBeNull()
  })

  it('open the palette with Ctrl+K or Cmd+K, from a one-line field too, but not from a text area', () => {
    expect(shortcutOf(press('k', { ctrlKey: true }), false, false)).toBe('palette')
    expect(shortcutOf(press('K', { metaKey: true }), false, false)).toBe('palette')
    expect(shortcutOf(press('k', { ctrlKey: true, shiftKey: true }), false, false)).toBeNull()
    expect(shortcutOf(press('k', { ctrlKey: true, target: element('<input>') }), false, false)).toBe(
      'palette',
    )
    expect(
      shortcutOf(press('k', { ctrlKey: true, target: element('<textarea></textarea>') }), false, false),
    ).toBeNull()
  })

  it('do nothing with a modifier other than Shift, in a field, once handled, or while a dialog is open', () => {
    expect(shortcutOf(press('n', { altKey: true }), false, false)).toBeNull()
    expect(shortcutOf(press('n', { ctrlKey: true }), false, false)).toBeNull()
    expect(shortcutOf(press('/', { metaKey: true }), false, false)).toBeNull()
    expect(shortcutOf(press('n', { defaultPrevented: true }), false, false)).toBeNull()
    expect(shortcutOf(press('n', { isComposing: true }), false, false)).toBeNull()
    expect(shortcutOf(press('n'), false, true)).toBeNull()
    expect(shortcutOf(press('k', { ctrlKey: true }), false, true)).toBeNull()
    for (const html of [
      '<input>',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<div role="menu"><div role="menuitem" tabindex="-1">Delete</div></div>',
    ]) {
      const target = element(html).querySelector('[role=menuitem]') ?? document.body.firstElementChild
      expect(shortcutOf(press('n', { target }), false, false), html).toBeNull()
    }
  })

  it('know a field that is editable text, and an open dialog', () => {
    const editable = element('<div contenteditable="true"><b>text</b></div>')
    expect(shortcutOf(press('n', { target: editable }), false, false)).toBeNull()
    expect(shortcutOf(press('n', { target: element('<button>Save</button>') }), false, false)).toBe('new')
    expect(shortcutOf(press('n', { target: null }), false, false)).toBe('new')
    expect(dialogIsOpen(document)).toBe(false)
    element('<div data-modal="sheet"><section role="dialog"></section></div>')
    expect(dialogIsOpen(document)).toBe(true)
  })
})
