import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_UNREACHABLE, FORBIDDEN_MESSAGE } from '~/api/errors'
import { setupBrowser } from './browser'
import {
  describeScreen,
  isRoutedPath,
  navigate,
  openWalk,
  type ReadTracker,
  restBetweenPages,
  screenOf,
  setFaults,
  settles,
  visit,
  type Walk,
  type WalkedRoute,
  walkedRoutes,
} from './walk'

/** A fault that makes every API call fail, and what the error catalogue says about it. */
export type Failure = { name: string; spec: string; message: string }

// `/` is every path the mock answers: the API, sign-in and device login alike
export const SERVER_ERROR: Failure = { name: 'a 500', spec: '/=500', message: 'Internal Server Error' }
export const FORBIDDEN: Failure = { name: 'a 403', spec: '/=403', message: FORBIDDEN_MESSAGE }
export const NETWORK_ERROR: Failure = {
  name: 'a network error',
  spec: 'network-error=/',
  message: API_UNREACHABLE,
}

const AS_IT_SHOULD_BE = 'as it should be'

/** `lookup/i/{id}` and `lookup/instances/{id}`, which turn an instance id into its page. */
const isInstanceLookup = (pattern: string) => pattern.startsWith('/lookup/')

/**
 * How one page looks under the failure: a page whose reads failed must say so in the catalogue's words (on the
 * error screen, Something went wrong, or in an alert beside what still shows); a page that read nothing must
 * simply be there. Never blank, never Page not found (but for an instance lookup, which the catalogue treats as
 * not found whatever failed), never stuck loading, and a redirect ends on a page of the tree.
 */
async function verdict(
  page: Page,
  reads: ReadTracker,
  failure: Failure,
  routes: WalkedRoute[],
  pattern: string,
) {
  const screen = await screenOf(page)
  const seen = describeScreen(screen)
  if (screen.loading) return `still loading: ${seen}`
  if (screen.errorTitle === 'Page not found') {
    // the catalogue treats any failure to look an instance up as not found: the page never says whether an id
    // exists, or why it could not be resolved
    return isInstanceLookup(pattern) && reads.faulted() > 0 ? AS_IT_SHOULD_BE : `Page not found: ${seen}`
  }
  if (!isRoutedPath(screen.path, routes)) return `ended on ${screen.path}, which is no page of the route tree`
  if (screen.headings.length === 0) return `no heading, blank or half drawn: ${seen}`
  if (reads.pending() > 0) return `${reads.pending()} read(s) still waiting: ${seen}`
  const failed = reads.faulted()
  const said =
    screen.errorTitle === 'Something went wrong'
      ? screen.text.includes(failure.message)
      : screen.alerts.some((alert) => alert.includes(failure.message))
  if (failed > 0 && !said)
    return `${failed} read(s) failed (${reads.describe()}) and the screen does not say "${failure.message}": ${seen}`
  if (failed === 0 && screen.errorTitle) return `${screen.errorTitle} although no read failed: ${seen}`
  return AS_IT_SHOULD_BE
}

/** Opens a row's menu and picks an item. */
async function chooseFromRowMenu(page: Page, rowLabel: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${rowLabel}` }).click()
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click()
}

/**
 * Every page of the route tree, one after the other in one browser page, with every call to the mock failing
 * the given way; then an action and a fresh start under the same failure.
 */
export async function walkUnderFailure(failure: Failure) {
  const routes = await walkedRoutes()
  const browser = setupBrowser()
  let walk: Walk

  describe(`every page under ${failure.name}`, () => {
    beforeAll(async () => {
      walk = await openWalk(browser.open)
    })

    it.each(routes)('$pattern', async ({ pattern, path }) => {
      await restBetweenPages(walk, { leaveUnderFault: true })
      await visit(walk, path, failure.spec)
      await settles(() => verdict(walk.page, walk.reads, failure, routes, pattern)).toBe(AS_IT_SHOULD_BE)
      expect(walk.page.problems.splice(0), `page errors or CSP violations on ${pattern}`).toEqual([])
    })

    it('shows a failed action as an error toast with the message, and changes nothing', async () => {
      const { page } = walk
      await restBetweenPages(walk, { leaveUnderFault: true })
      await navigate(page, '/settings/ssh-keys')
      await page.getByRole('link', { name: 'laptop', exact: true }).waitFor()
      await setFaults(page, failure.spec)
      await chooseFromRowMenu(page, 'laptop', 'Delete')
      await page
        .getByRole('dialog', { name: 'Delete SSH key' })
        .getByRole('button', { name: 'Delete' })
        .click()
      const toast = page.getByRole('alert').filter({ hasText: 'Could not delete SSH key' })
      await toast.getByText(failure.message).waitFor()
      await setFaults(page, '')
      await page.getByRole('link', { name: 'laptop', exact: true }).waitFor()
      expect(page.problems.splice(0)).toEqual([])
    })

    it('shows the error screen with the message when the console starts under it', async () => {
      const { page } = walk
      await setFaults(page, failure.spec)
      await page.goto('/projects')
      await page.getByRole('heading', { name: 'Something went wrong', level: 1 }).waitFor()
      await page.getByText(failure.message).waitFor()
      await page.getByRole('link', { name: 'Back to console' }).waitFor()
      await page.getByRole('button', { name: 'Sign out' }).waitFor()
      await setFaults(page, '')
      expect(page.problems.splice(0)).toEqual([])
    })
  })
}
