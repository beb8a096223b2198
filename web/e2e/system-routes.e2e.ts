import { describe, expect, it } from 'vitest'
import { type ConsolePage, eventually, expectNoProblems, setupBrowser } from './browser'

const browser = setupBrowser()

/** Whether the page has downloaded a module of the console, by the start of its chunk's name. */
const hasLoaded = (page: ConsolePage, chunk: string) =>
  page.evaluate(
    (name) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new RegExp(`/chunk-${name}-\\w+\\.js$`).test(entry.name)),
    chunk,
  )

/** Whether the page has downloaded the System area's routes, which only System URLs need. */
const hasSystemRoutes = (page: ConsolePage) => hasLoaded(page, 'system-routes')

describe("the System area's routes", () => {
  it('come only with a System page, reached from the projects through the top bar and the sidebar', async () => {
    const page = await browser.open('/projects')
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await hasSystemRoutes(page)).toBe(false)

    await page.getByRole('navigation', { name: 'Switch view' }).getByRole('link', { name: 'System' }).click()
    await page.getByRole('heading', { name: 'Silos', level: 1 }).waitFor()
    await page.getByRole('cell', { name: 'engineering', exact: true }).waitFor()
    expect(await hasSystemRoutes(page)).toBe(true)
    await page
      .getByRole('navigation', { name: 'System navigation' })
      .getByRole('link', { name: 'Utilization' })
      .click()
    await page.waitForURL('**/system/utilization')
    await page.getByRole('heading', { name: 'Utilization', level: 1 }).waitFor()
    expectNoProblems(page)
  })

  it("load with a System page's code and data as a link to it is hovered on another page", async () => {
    const page = await browser.open('/projects/web-frontend/instances/web-1/metrics/cpu')
    const link = page.getByRole('link', { name: 'Open in explorer: CPU utilization' })
    await link.waitFor()
    expect(await hasSystemRoutes(page)).toBe(false)
    const schemas = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/v1/system/timeseries/schemas',
    )
    await link.hover()
    await schemas
    await eventually(() => hasLoaded(page, 'MetricsExplorerPage')).toBe(true)
    expect(await hasSystemRoutes(page)).toBe(true)
    await link.click()
    await page.getByRole('heading', { name: 'Metrics', level: 1 }).waitFor()
    expectNoProblems(page)
  })

  it('are there when a System page is opened directly or reloaded', async () => {
    const page = await browser.open('/system/silos/research/quotas')
    await page.getByRole('heading', { name: 'research', level: 1 }).waitFor()
    await page.getByRole('tab', { name: 'Quotas', selected: true }).waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'research', level: 1 }).waitFor()
    await page.getByRole('tab', { name: 'Quotas', selected: true }).waitFor()
    // and the rest of the console with them
    await page
      .getByRole('navigation', { name: 'Switch view' })
      .getByRole('link', { name: /^Silo:/ })
      .click()
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    expectNoProblems(page)
  })

  it('leave an unknown System URL Page not found, opened directly or from another page', async () => {
    const page = await browser.open('/system/no-such-page')
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Back to console' }).click()
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    await page.evaluate(() => {
      history.pushState(null, '', '/system/silos/research/no-such-tab')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor()
    expectNoProblems(page)
  })
})
