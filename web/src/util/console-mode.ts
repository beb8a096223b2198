/** A preview build runs against the in-browser mock API; the build stamps its mode into index.html. */
export function isPreview(): boolean {
  return document.querySelector('meta[name="console-mode"]')?.getAttribute('content') === 'preview'
}
