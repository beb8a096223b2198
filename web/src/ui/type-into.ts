/**
 * Puts text in an input as typing does (its value through the element's own setter, then an `input` event), so
 * that the React component owning it takes the text as typed: a field loaded after the page takes over what was
 * typed into its native stand-in this way.
 */
export function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Selects in `to` what is selected in `from`, direction included: a field loaded after the page keeps the
 * selection of its native stand-in (whose input, gone from the page, still holds it), so that the next key
 * replaces the selection as it would have.
 */
export function copySelection(from: HTMLInputElement, to: HTMLInputElement) {
  to.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined)
}
