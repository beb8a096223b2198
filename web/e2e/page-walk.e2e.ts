import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walkedRoutes } from '../walks/walked-routes'
import { COLOUR_RULES, expectAccessible, setupBrowser } from './browser'
import {
  describeScreen,
  navigate,
  openWalk,
  type ReadTracker,
  restBetweenPages,
  SHOWN,
  screenOf,
  setFaults,
  settles,
  visit,
  type Walk,
  wholePage,
} from './walk'

const HANG = 'hang=/'
const WAITING = 'waits behind the loading bar'
/**
 * While every call hangs: the page either waits for a call behind the loading bar, the last page still there,
 * or is shown (it needed nothing it did not have).
 */
async function whileHanging(page: Page, reads: ReadTracker) {
  const screen = await screenOf(page)
  const seen = describeScreen(screen)
  if (screen.loading && screen.headings.length === 0) return `a loading bar over a blank page: ${seen}`
  // without a call left waiting, the page's code is still on its way
  if (screen.loading) return reads.pending() > 0 ? WAITING : `loading, with no call waiting: ${seen}`
  // the page before, with no sign that the next one is on its way
  if (screen.errorTitle === 'Page not found') return `no loading state: ${seen}`
  if (screen.errorTitle) return `${screen.errorTitle}: ${seen}`
  if (screen.headings.length === 0) return `no heading, blank or half drawn: ${seen}`
  return SHOWN
}

/**
 * Pins a theme as the user menu's switch does, without storing it, and ends at once the colour transitions the
 * switch starts (buttons fade to their new colours), so the scan judges the colours they end on without waiting
 * out each page's fades.
 */
async function showTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish()
    }
  }, theme)
}

const routes = await walkedRoutes()
const browser = setupBrowser()

/**
 * One walk over every page for what needs a real browser: each page while every call hangs, then once the calls
 * answer, and then, whole, in the accessibility scan in the dark and the light theme (one visit serves both, as
 * drawing the page is what a visit costs).
 */
describe('every page while the API hangs, once it answers, and in the accessibility scan', () => {
  let walk: Walk
  const waited: string[] = []

  beforeAll(async () => {
    walk = await openWalk(browser.open)
  })
  afterAll(() => {
    // how many pages had to wait, for whoever reads the test output
    console.info(`page walk: ${waited.length} of ${routes.length} pages waited behind the loading bar`)
  })

  it.each(routes)('$pattern', async ({ pattern, path }) => {
    const { page, reads } = walk
    await restBetweenPages(walk)
    await visit(walk, path, HANG)
    let state = ''
    await settles(async () => {
      state = await whileHanging(page, reads)
      return state
    }).toMatch(new RegExp(`^(${WAITING}|${SHOWN})$`))
    if (state === WAITING) waited.push(pattern)
    await setFaults(page, '')
    await settles(() => wholePage(page, reads, routes)).toBe(SHOWN)
    await showTheme(page, 'dark')
    await expectAccessible(page, `${pattern} in the dark theme`)
    // the light theme changes only colours
    await showTheme(page, 'light')
    await expectAccessible(page, `${pattern} in the light theme`, COLOUR_RULES)
    expect(page.problems.splice(0), `page errors or CSP violations on ${pattern}`).toEqual([])
  })

  it('shows a pending action until it answers, then its outcome', async () => {
    const { page } = walk
    await restBetweenPages(walk)
    await navigate(page, '/settings/ssh-keys')
    await page.getByRole('link', { name: 'laptop', exact: true }).waitFor()
    await setFaults(page, HANG)
    await page.getByRole('button', { name: 'Actions for laptop' }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: 'Delete', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete SSH key' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await dialog.getByRole('progressbar', { name: 'Loading' }).waitFor()
    await setFaults(page, '')
    await page.getByText('SSH key laptop deleted').waitFor()
    await page.getByRole('link', { name: 'laptop', exact: true }).waitFor({ state: 'detached' })
    expect(page.problems.splice(0)).toEqual([])
  })

  it('shows the loading screen when the console starts under it, and the page once the API answers', async () => {
    const { page } = walk
    await setFaults(page, HANG)
    await page.goto('/projects')
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor()
    await page.getByRole('progressbar', { name: 'Loading the console' }).waitFor()
    await setFaults(page, '')
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'web-frontend', exact: true }).waitFor()
    expect(page.problems.splice(0)).toEqual([])
  })
})
