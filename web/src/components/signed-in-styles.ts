import { CodeLoadError } from '~/util/new-code'

/**
 * Adds the signed-in area's stylesheet, which index.html names but does not load (the sign-in page has no use
 * for it), after the one it loads, and resolves once it applies, so no signed-in page shows unstyled. Without
 * the build's index.html (in tests) there is none: it resolves at once. A stylesheet that fails to arrive
 * rejects and leaves no link behind. The start-up calls it once per load of the signed-in routes.
 */
export function loadSignedInStyles(): Promise<void> {
  const href = document.querySelector<HTMLMetaElement>('meta[name="console-signed-in-styles"]')?.content
  if (!href) return Promise.resolve()
  return new Promise<void>((resolve, reject) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.onload = () => resolve()
    link.onerror = () => {
      link.remove()
      reject(new CodeLoadError(`Could not load the stylesheet ${href}`))
    }
    document.head.append(link)
  })
}
