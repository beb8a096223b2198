import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderConsole } from '~/testing/render-console'
import { setMockFaults } from '~mock/faults'
import { server, setupMockServer } from '~mock/node'
import type { Failure } from './failures'
import { isApiRead, readLedger } from './read-ledger'
import {
  BETWEEN_PAGES,
  ERROR_TITLES,
  isInstanceLookup,
  isRoutedPath,
  type WalkedRoute,
  walkedRoutes,
} from './walked-routes'

/** The page's API reads, as the node mock sees them. */
function trackReads() {
  const ledger = readLedger<string>()
  server.events.on('request:start', ({ request, requestId }) => {
    if (isApiRead(request.method, request.url)) ledger.start(requestId, request.url)
  })
  server.events.on('response:mocked', ({ response, requestId }) => {
    const read = ledger.get(requestId)
    if (read)
      read.state = response.type === 'error' || response.headers.has('x-mock-fault') ? 'faulted' : 'answered'
  })
  // a network error ends the request without a response
  server.events.on('request:end', ({ requestId }) => {
    const read = ledger.get(requestId)
    if (read?.state === 'pending') read.state = 'faulted'
  })
  return ledger
}

type Reads = ReturnType<typeof trackReads>

/** What the page shows, as far as the walk judges it. */
function screenNow(path: string) {
  const shown = (element: Element) => element.closest('[hidden], [aria-hidden="true"]') === null
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()
  const headings = [...document.querySelectorAll('h1')].filter(shown).map(textOf)
  return {
    path,
    headings,
    errorTitle: headings.find((h) => (ERROR_TITLES as readonly string[]).includes(h)) ?? null,
    loading: document.querySelector('[role="progressbar"][aria-label="Loading page"]') !== null,
    alerts: [...document.querySelectorAll('[role="alert"]')].map(textOf),
    text: textOf(document.body),
  }
}

const AS_IT_SHOULD_BE = 'as it should be'

/**
 * How one page looks under the failure: a page whose reads failed must say so in the catalogue's words (on the
 * error screen, Something went wrong, or in an alert beside what still shows); a page that read nothing must
 * simply be there. Never blank, never Page not found (but for an instance lookup, which the catalogue treats as
 * not found whatever failed), never stuck loading, and a redirect ends on a page of the tree.
 */
function verdict(path: string, reads: Reads, failure: Failure, routes: WalkedRoute[], pattern: string) {
  const shown = screenNow(path)
  const seen = `${shown.path}: headings ${JSON.stringify(shown.headings)}, ${shown.text.slice(0, 200) || '(blank)'}`
  if (shown.loading) return `still loading: ${seen}`
  if (shown.errorTitle === 'Page not found') {
    // the catalogue treats any failure to look an instance up as not found: the page never says whether an id
    // exists, or why it could not be resolved
    return isInstanceLookup(pattern) && reads.faulted() > 0 ? AS_IT_SHOULD_BE : `Page not found: ${seen}`
  }
  if (!isRoutedPath(shown.path, routes)) return `ended on ${shown.path}, which is no page of the route tree`
  if (shown.headings.length === 0) return `no heading, blank or half drawn: ${seen}`
  if (reads.pending() > 0) return `${reads.pending()} read(s) still waiting: ${seen}`
  const failed = reads.faulted()
  const said =
    shown.errorTitle === 'Something went wrong'
      ? shown.text.includes(failure.message)
      : shown.alerts.some((alert) => alert.includes(failure.message))
  if (failed > 0 && !said)
    return `${failed} read(s) failed (${reads.describe()}) and the screen does not say "${failure.message}": ${seen}`
  if (failed === 0 && shown.errorTitle) return `${shown.errorTitle} although no read failed: ${seen}`
  return AS_IT_SHOULD_BE
}

/**
 * Every page of the route tree with every call to the mock failing the given way, each reached as a link in the
 * console reaches it: the signed-in shell is up (Page not found for an unknown instance) before the fault goes
 * on, so what is judged is the page's own handling of its failed reads. Then an action under the same failure.
 */
export async function walkUnderFailure(failure: Failure) {
  setupMockServer()
  const routes = await walkedRoutes()
  let reads: Reads
  let failedPages = 0

  describe(`every page under ${failure.name}`, () => {
    beforeAll(() => {
      reads = trackReads()
      // React reports each error an error boundary catches on the console: here, one per page
      vi.spyOn(console, 'error').mockImplementation(() => {})
      // and React Router warns of the instance lookup's route, which has a loader and no page, at every rest
      const warn = console.warn
      vi.spyOn(console, 'warn').mockImplementation((...args) => {
        if (!String(args[0]).startsWith('Matched leaf route at location')) warn(...args)
      })
    })
    afterAll(() => {
      console.info(`${failure.name}: ${failedPages} of ${routes.length} pages met the failure`)
      server.events.removeAllListeners()
      vi.mocked(console.error).mockRestore()
      vi.mocked(console.warn).mockRestore()
    })

    it.each(routes)('$pattern', async ({ pattern, path }) => {
      const { router } = renderConsole(BETWEEN_PAGES)
      await screen.findByRole('navigation', { name: 'Silo navigation' })
      await screen.findByRole('heading', { name: 'Page not found', level: 1 })
      await waitFor(() => expect(reads.pending()).toBe(0))
      setMockFaults(failure.spec)
      reads.reset()
      router.navigate(path)
      const current = () => router.state.location.pathname
      await expect
        .poll(() => verdict(current(), reads, failure, routes, pattern), { timeout: 10_000, interval: 20 })
        .toBe(AS_IT_SHOULD_BE)
      if (reads.faulted() > 0) failedPages++
    })

    it('shows a failed action as an error toast with the message, and changes nothing', async () => {
      const user = userEvent.setup()
      renderConsole('/settings/ssh-keys')
      await screen.findByRole('link', { name: 'laptop' })
      setMockFaults(failure.spec)
      await user.click(screen.getByRole('button', { name: 'Actions for laptop' }))
      await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }))
      const dialog = await screen.findByRole('dialog', { name: 'Delete SSH key' })
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
      const toast = await waitFor(() => {
        const found = screen
          .getAllByRole('alert')
          .find((a) => a.textContent?.includes('Could not delete SSH key'))
        expect(found).toBeDefined()
        return found as HTMLElement
      })
      expect(toast.textContent).toContain(failure.message)
      setMockFaults('')
      expect(screen.getByRole('link', { name: 'laptop' })).toBeDefined()
    })
  })
}
