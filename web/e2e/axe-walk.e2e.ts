import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { walkedRoutes } from '../walks/walked-routes'
import { COLOUR_RULES, expectAccessible, setupBrowser } from './browser'
import { openWalk, restBetweenPages, SHOWN, settles, visit, type Walk, wholePage } from './walk'

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
    await settles(() => wholePage(page, reads, routes)).toBe(SHOWN)
    await showTheme(page, 'dark')
    await expectAccessible(page, `${pattern} in the dark theme`)
    // the light theme changes only colours
    await showTheme(page, 'light')
    await expectAccessible(page, `${pattern} in the light theme`, COLOUR_RULES)
    expect(page.problems.splice(0), `page errors or CSP violations on ${pattern}`).toEqual([])
  })
})
