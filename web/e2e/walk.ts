import type { Page, Request } from 'playwright-core'
import { expect } from 'vitest'
import { isApiRead, readLedger } from '../walks/read-ledger'
import { BETWEEN_PAGES, ERROR_TITLES, isRoutedPath, type WalkedRoute } from '../walks/walked-routes'
import { type ConsolePage, SETTLE_MS } from './browser'

/**
 * What the walks over every page share. A walk keeps one page open and moves through the route tree the way the
 * console's own links do, by client-side navigation, so the signed-in shell, the mock API and the cache stay
 * as they are and each step costs only what the page itself needs.
 */

/**
 * Goes to `path` as a link in the console does, without reloading the page, with the mock's faults switched to
 * `faults` first (`''` for none; the mock reads them on every request).
 */
export async function navigate(page: Page, path: string, faults?: string) {
  await page.evaluate(
    ([to, spec]) => {
      if (spec) localStorage.setItem('mock-faults', spec)
      else if (spec === '') localStorage.removeItem('mock-faults')
      window.history.pushState(null, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    },
    [path, faults] as const,
  )
}

/** Switches the mock's faults (`''` for none) where the page is. */
export async function setFaults(page: Page, spec: string) {
  await page.evaluate((value) => {
    if (value) localStorage.setItem('mock-faults', value)
    else localStorage.removeItem('mock-faults')
  }, spec)
}

/** The one page a walk moves through, and the API reads it makes. */
export type Walk = { page: ConsolePage; reads: ReadTracker }

/**
 * Opens the page a walk uses, on BETWEEN_PAGES, the mock answering at once (what a walk checks does not depend on
 * the delay).
 */
export async function openWalk(open: (path: string) => Promise<ConsolePage>): Promise<Walk> {
  const page = await open(`${BETWEEN_PAGES}?mock-delay=0`)
  await page.evaluate(() => localStorage.setItem('mock-delay', '0'))
  return { page, reads: trackReads(page) }
}

/**
 * Goes back to BETWEEN_PAGES with no fault on and waits until it shows, inside the signed-in shell, with no read
 * left waiting, so that nothing the last page or the shell started is counted as the next page's.
 */
export async function restBetweenPages({ page, reads }: Walk) {
  await navigate(page, BETWEEN_PAGES, '')
  await page.waitForFunction(
    () =>
      document.querySelector('main h1')?.textContent === 'Page not found' &&
      document.querySelector('nav[aria-label="Silo navigation"]') !== null &&
      document.querySelector('[role="progressbar"][aria-label="Loading page"]') === null,
    undefined,
    { timeout: SETTLE_MS },
  )
  // a shell drawn again (after a sign-in page) refreshes what it holds one frame later
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await settles(() => reads.pending()).toBe(0)
}

/** Goes to a page of the walk with `faults` on, counting its reads from there. */
export async function visit({ page, reads }: Walk, path: string, faults: string) {
  reads.reset()
  await navigate(page, path, faults)
}

/**
 * `eventually` for a walk's verdicts: read again every 10 ms rather than 50, since a walk waits for hundreds of
 * screens one after the other and each read is one quick look at the page.
 */
export function settles<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: SETTLE_MS, interval: 10 })
}

/** What the screen shows, as far as a walk judges it. */
export type Screen = {
  path: string
  headings: string[]
  errorTitle: string | null
  loading: boolean
  /** Error toasts and inline errors (role=alert). */
  alerts: string[]
  text: string
}

export async function screenOf(page: Page): Promise<Screen> {
  return page.evaluate(
    (errorTitles) => {
      const headings = [...document.querySelectorAll('h1')]
        .filter((h) => h.checkVisibility())
        .map((h) => h.innerText.trim())
      return {
        path: window.location.pathname,
        headings,
        errorTitle: headings.find((h) => errorTitles.includes(h)) ?? null,
        loading: document.querySelector('[role="progressbar"][aria-label="Loading page"]') !== null,
        alerts: [...document.querySelectorAll('[role="alert"]')].map((a) => (a as HTMLElement).innerText),
        text: document.body.innerText.replace(/\s+/g, ' ').trim(),
      }
    },
    ERROR_TITLES as readonly string[],
  )
}

/** The page's API reads, as the browser sees them. */
export function trackReads(page: Page) {
  const ledger = readLedger<Request>()
  page.on('request', (r) => {
    if (isApiRead(r.method(), r.url())) ledger.start(r, r.url())
  })
  page.on('response', async (response) => {
    // the read stays the one this page counted, even if the next page's count starts while its header is read
    const read = ledger.get(response.request())
    if (!read) return
    const fault = await response.headerValue('x-mock-fault').catch(() => null)
    read.state = fault ? 'faulted' : 'answered'
  })
  page.on('requestfailed', (r) => {
    const read = ledger.get(r)
    if (read) read.state = 'faulted'
  })
  return ledger
}

export type ReadTracker = ReturnType<typeof trackReads>

/** A short account of a screen for a failure message. */
export const describeScreen = (screen: Screen) =>
  `${screen.path}: ${screen.loading ? '[loading] ' : ''}headings ${JSON.stringify(screen.headings)}, ` +
  `${screen.text.slice(0, 200) || '(blank)'}`

/** What `wholePage` says of a page that is all there. */
export const SHOWN = 'shown'

/**
 * The page, whole: loaded, no error screen, on a page of the route tree, with a heading and no read still
 * waiting. SHOWN, or what is missing.
 */
export async function wholePage(page: Page, reads: ReadTracker, routes: WalkedRoute[]) {
  const screen = await screenOf(page)
  const seen = describeScreen(screen)
  if (screen.loading) return `still loading: ${seen}`
  if (screen.errorTitle) return `${screen.errorTitle}: ${seen}`
  if (!isRoutedPath(screen.path, routes)) return `ended on ${screen.path}, which is no page of the route tree`
  if (screen.headings.length === 0) return `no heading, blank or half drawn: ${seen}`
  if (reads.pending() > 0) return `${reads.pending()} read(s) still waiting: ${seen}`
  return SHOWN
}
