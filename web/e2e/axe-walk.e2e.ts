import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, setupBrowser } from './browser'
import {
  describeScreen,
  isRoutedPath,
  openWalk,
  type ReadTracker,
  restBetweenPages,
  screenOf,
  settles,
  visit,
  type Walk,
  type WalkedRoute,
  walkedRoutes,
} from './walk'

const SHOWN = 'shown'

/** The page, whole: loaded, no error screen (Page not found means a sample value the seed lacks), no call waiting. */
async function settled(page: Page, reads: ReadTracker, routes: WalkedRoute[]) {
  const screen = await screenOf(page)
  const seen = describeScreen(screen)
  if (screen.loading) return `still loading: ${seen}`
  if (screen.errorTitle) return `${screen.errorTitle}: ${seen}`
  if (!isRoutedPath(screen.path, routes)) return `ended on ${screen.path}, which is no page of the route tree`
  if (screen.headings.length === 0) return `no heading, blank or half drawn: ${seen}`
  if (reads.pending() > 0) return `${reads.pending()} read(s) still waiting: ${seen}`
  return SHOWN
}

/** Pins a theme as the user menu's switch does, without storing it. */
async function showTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t
  }, theme)
}

const routes = await walkedRoutes()
const browser = setupBrowser()

describe('every page passes the accessibility scan, in the dark and the light theme', () => {
  let walk: Walk

  beforeAll(async () => {
    walk = await openWalk(browser.open)
  })

  it.each(routes)('$pattern', async ({ pattern, path }) => {
    const { page, reads } = walk
    await restBetweenPages(walk)
    await visit(walk, path, '')
    await settles(() => settled(page, reads, routes)).toBe(SHOWN)
    for (const theme of ['dark', 'light'] as const) {
      await showTheme(page, theme)
      await expectAccessible(page, `${pattern} in the ${theme} theme`)
    }
    expect(page.problems.splice(0), `page errors or CSP violations on ${pattern}`).toEqual([])
  })
})
