/**
 * xterm writes its dynamic CSS (cell sizes, theme colors, the scrollbar) into `<style>` elements it creates at
 * run time. The console's Content-Security-Policy (`style-src 'self'`) blocks every such element, even an empty
 * one, which would leave the terminal unstyled and log violations. Constructable stylesheets are not inline
 * styles, so while a terminal is mounted `document.createElement('style')` hands out an inert element whose text
 * goes into an adopted `CSSStyleSheet` instead.
 */

let users = 0
const sheets = new Set<CSSStyleSheet>()

function adopt(sheet: CSSStyleSheet) {
  if (!document.adoptedStyleSheets.includes(sheet)) {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }
}

function drop(sheet: CSSStyleSheet) {
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)
  sheets.delete(sheet)
}

function sheetBackedStyle(create: (tag: string) => HTMLElement): HTMLElement {
  // a <template> is never rendered and its text is never parsed as CSS, so inserting it is harmless
  const element = create('template')
  const sheet = new CSSStyleSheet()
  sheets.add(sheet)
  let text = ''
  const setText = (value: unknown) => {
    text = value == null ? '' : String(value)
    sheet.replaceSync(text)
    adopt(sheet)
  }
  const textProperty = { get: () => text, set: setText, configurable: true }
  Object.defineProperties(element, {
    textContent: textProperty,
    innerText: textProperty,
    sheet: {
      get: () => {
        adopt(sheet)
        return sheet
      },
      configurable: true,
    },
    remove: {
      value: () => {
        drop(sheet)
        Element.prototype.remove.call(element)
      },
      configurable: true,
    },
  })
  return element
}

/** Turns on the shim for as long as the returned function is not called; safe to nest. */
export function installStyleShim(): () => void {
  if (users++ === 0) {
    const create = Document.prototype.createElement.bind(document) as (
      tag: string,
      o?: ElementCreationOptions,
    ) => HTMLElement
    const patched = (tag: string, options?: ElementCreationOptions) =>
      tag.toLowerCase() === 'style' ? sheetBackedStyle(create) : create(tag, options)
    Object.defineProperty(document, 'createElement', { value: patched, configurable: true, writable: true })
  }
  let done = false
  return () => {
    if (done) return
    done = true
    if (--users > 0) return
    // the own property shadowed the prototype's method; removing it restores the original
    delete (document as { createElement?: unknown }).createElement
    for (const sheet of [...sheets]) drop(sheet)
  }
}
