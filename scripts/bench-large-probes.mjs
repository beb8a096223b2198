// What the large data set's benchmark runs inside the page (scripts/bench-large.mjs): each function is handed to
// playwright's addInitScript, so it runs before the console's own scripts, and leaves what it saw on `window`.

/**
 * Counts the API calls in flight (`window.__apiInFlight`) and when the last one ended (`window.__apiQuietSince`,
 * ms since navigation start), so a page is known to have read everything it shows.
 */
export function recordApiCalls() {
  // every call's entry is kept, so that the bytes the page read can be added up (`apiBytesRead`)
  performance.setResourceTimingBufferSize(100_000)
  const original = window.fetch
  window.__apiInFlight = 0
  window.__apiQuietSince = 0
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    if (!url.pathname.startsWith('/v1/')) return original(input, init)
    window.__apiInFlight++
    try {
      return await original(input, init)
    } finally {
      window.__apiInFlight--
      window.__apiQuietSince = performance.now()
    }
  }
}

/**
 * Records the moment of the first pointer press after `window.__armed` is set (`__pressedAt`), and the first
 * animation frame after which a list box shows an option (`__optionsAt`): the picker opened with its choices.
 */
export function recordPickerOpen() {
  document.addEventListener(
    'pointerdown',
    () => {
      if (window.__armed && window.__pressedAt === undefined) window.__pressedAt = performance.now()
    },
    true,
  )
  const optionShown = () =>
    [...document.querySelectorAll('[role="listbox"] [role="option"]')].some(
      (o) => o.getClientRects().length > 0,
    )
  const check = () => {
    if (window.__pressedAt === undefined || window.__optionsAt !== undefined || window.__optionsPending)
      return
    if (!optionShown()) return
    window.__optionsPending = true
    requestAnimationFrame(() => {
      window.__optionsAt = performance.now()
    })
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true })
}

/** Whether the page has a heading and has had no API call in flight for `quietMs`. */
export function settledPage(quietMs) {
  return (
    document.querySelector('main h1') !== null &&
    window.__apiInFlight === 0 &&
    performance.now() - window.__apiQuietSince > quietMs
  )
}

/** The bytes of API responses the page has read, as they came over the network (0 for the preview's mock). */
export function apiBytesRead() {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.startsWith('/v1/'))
    .reduce((sum, entry) => sum + entry.encodedBodySize, 0)
}

/** Moves the console to `path` the way its own links do, without loading the page again. */
export function navigateInPage(path) {
  history.pushState(null, '', path)
  dispatchEvent(new PopStateEvent('popstate', { state: null }))
}
