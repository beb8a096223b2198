/**
 * Puts text in an input as typing does (its value through the element's own setter, then an `input` event), so
 * that the React component owning it takes the text as typed: a field loaded after the page takes over what was
 * typed into its native stand-in this way.
 */
export function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}
