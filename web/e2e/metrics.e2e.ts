import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type ConsolePage, eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { chartDrawn, chartOf, pickFromSelect } from './page-kit'
import { navigate } from './walk'

const browser = setupBrowser()

const WEB1 = '/projects/web-frontend/instances/web-1'

/** Every OxQL query the page sends from now on, as sent. */
function oxqlRequests(page: Page) {
  const sent: string[] = []
  page.on('request', (r: Request) => {
    if (r.url().includes('/v1/timeseries/query') && r.method() === 'POST') sent.push(r.postData() ?? '')
  })
  return sent
}

describe('the metrics tab of an instance', () => {
  it('draws CPU, disk and network charts, keeps the range across sub-tabs and shows where the instance was stopped', {
    timeout: 60_000,
  }, async () => {
    const page = await browser.open(`${WEB1}/storage`)
    const tabs = page.getByRole('tablist', { name: 'Instance sections' }).getByRole('tab')
    await eventually(() => tabs.allTextContents()).toEqual([
      'Storage',
      'Networking',
      'Metrics',
      'Connect',
      'Settings',
    ])
    await page.getByRole('tab', { name: 'Metrics', exact: true }).click()
    await page.waitForURL(/\/metrics\/cpu$/)
    await chartDrawn(page, 'CPU utilization')
    // the four microstates, each its own line, with a legend that does not rely on color
    expect(
      await page
        .getByRole('list', { name: 'CPU utilization series' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(['Running', 'Emulation', 'Idle', 'Waiting'])

    // web-1 was stopped from 150 to 95 minutes ago: the last 3 hours show the gap, in words too
    await pickFromSelect(page, 'Time range', 'Last 3 hours')
    await page.waitForURL(/range=3h/)
    await eventually(() => page.locator('p.visually-hidden').first().textContent()).toMatch(
      /No data from .* to /,
    )

    await pickFromSelect(page, 'CPU state', 'Running')
    await page.waitForURL(/state=run/)
    await page.getByRole('heading', { name: 'CPU utilization: running (%)' }).waitFor()
    await chartDrawn(page, 'CPU utilization: running')

    await page.getByRole('tablist', { name: 'Metrics' }).getByRole('tab', { name: 'Disk' }).click()
    await page.waitForURL(/\/metrics\/disk\?range=3h/)
    for (const title of ['Reads', 'Writes', 'Bytes read', 'Bytes written', 'Flushes', 'Errors'])
      await chartDrawn(page, title)
    await page
      .getByRole('heading', { name: 'Bytes read (MiB/s)' })
      .or(page.getByRole('heading', { name: 'Bytes read (KiB/s)' }))
      .waitFor()
    await pickFromSelect(page, 'Disk', 'web-1-boot')
    await page.waitForURL(/disk=web-1-boot/)
    await chartDrawn(page, 'Reads')

    await page.getByRole('tablist', { name: 'Metrics' }).getByRole('tab', { name: 'Network' }).click()
    await page.waitForURL(/\/metrics\/network\?range=3h/)
    for (const title of ['Bytes', 'Packets', 'Drops']) await chartDrawn(page, title)
    await page.getByRole('heading', { name: 'Packets (packets/s)' }).waitFor()

    // the query that drew a chart, to read and copy
    await page.getByText('View OxQL query').first().click()
    await page
      .getByText(
        /^get instance_network_interface:bytes_received \| filter timestamp >= @.* \| align mean_within\(2m\) \| group_by \[\], sum/,
      )
      .waitFor()
    await page.getByRole('button', { name: 'Copy OxQL query of Bytes' }).waitFor()

    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('reads a new range when the range changes, downsampled on the server', async () => {
    const page = await browser.open(`${WEB1}/metrics/cpu`)
    const sent = oxqlRequests(page)
    await chartDrawn(page, 'CPU utilization')
    await pickFromSelect(page, 'Time range', 'Last 30 days')
    await eventually(() => sent.some((q) => q.includes('mean_within(6h)'))).toBe(true)
    await page.waitForURL(/range=30d/)
    await chartDrawn(page, 'CPU utilization')

    // a custom range: never in the future, and the start before the end
    await pickFromSelect(page, 'Time range', 'Custom')
    const form = page.getByRole('form', { name: 'Custom time range' })
    await form.getByLabel('End').fill('2099-01-01T00:00')
    await form.getByRole('button', { name: 'Apply' }).click()
    await form.getByRole('alert').getByText('The end cannot be in the future').waitFor()
    const start = await form.getByLabel('Start').inputValue()
    await form.getByLabel('End').fill(start)
    await form.getByRole('button', { name: 'Apply' }).click()
    await form.getByRole('alert').getByText('The start must be before the end').waitFor()
    const end = await page.evaluate(() => {
      const d = new Date(Date.now() - 2 * 3_600_000)
      const p = (n: number) => String(n).padStart(2, '0')
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`
    })
    await form.getByLabel('End').fill(end)
    await form.getByRole('button', { name: 'Apply' }).click()
    await page.waitForURL(/range=custom&start=.*&end=/)
    await chartDrawn(page, 'CPU utilization')
    // a fixed range has nothing to refresh
    await eventually(() => page.getByRole('button', { name: /Auto-refresh/ }).isDisabled()).toBe(true)
    expectNoProblems(page)
  })

  it('shows the exact value and time of a point reached by keyboard', async () => {
    const page = await browser.open(`${WEB1}/metrics/cpu?state=run`)
    await chartDrawn(page, 'CPU utilization: running')
    const region = chartOf(page, 'CPU utilization: running')
    // web-1 has run through the last hour: its line goes from one end of the time axis to the other
    const [lineLeft, lineRight, axisRight] = await region.evaluate((el) => {
      const box = (el.querySelector('path[d^="M"]') as SVGPathElement).getBBox()
      const grid = Math.max(...[...el.querySelectorAll('line')].map((l) => Number(l.getAttribute('x2') ?? 0)))
      return [box.x, box.x + box.width, grid]
    })
    expect(lineLeft).toBeLessThan(axisRight * 0.02)
    expect(lineRight).toBeGreaterThan(axisRight * 0.98)
    // reached with Tab like any control
    await page.getByRole('button', { name: /CPU state/ }).focus()
    await page.keyboard.press('Tab')
    await eventually(() => region.evaluate((el) => el === document.activeElement)).toBe(true)
    const tooltip = region.getByRole('tooltip')
    // focus starts at the latest point; the arrows move along the points
    const latest = await page.getByRole('status').filter({ hasText: /%$/ }).textContent()
    expect(latest).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d:\d\d: (<0\.1|\d+(\.\d)?)%$/)
    await page.keyboard.press('ArrowLeft')
    await eventually(() => page.getByRole('status').filter({ hasText: /%$/ }).textContent()).not.toBe(latest)
    await page.keyboard.press('Home')
    await tooltip.waitFor()
    // the exact value and the time to the second
    await tooltip.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d:\d\d$/).waitFor()
    await tooltip.getByText(/^(<0\.1|\d+(\.\d)?)%$/).waitFor()
    // the summary for screen readers names the lowest, highest and latest values
    const summary = await page.locator(`#${await region.getAttribute('aria-describedby')}`).textContent()
    expect(summary).toMatch(/Running: lowest [<\d.]+% at .*, highest [<\d.]+% at .*, latest [<\d.]+% at /)
    await page.keyboard.press('Escape')
    await tooltip.waitFor({ state: 'detached' })
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('says there is no network to chart for an instance without interfaces, in the accessibility scan', async () => {
    const page: ConsolePage = await browser.open('/projects/sandbox/instances')
    // the mock answers once the page has started it
    await page.getByRole('heading', { name: 'Instances' }).waitFor()
    const status = await page.evaluate(async () => {
      const r = await fetch('/v1/instances?project=sandbox', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'bare',
          description: 'no disks, no interfaces, never started',
          hostname: 'bare',
          ncpus: 1,
          memory: 1024 ** 3,
          network_interfaces: { type: 'none' },
          external_ips: [],
          disks: [],
          start: false,
        }),
      })
      return r.status
    })
    expect(status).toBe(201)
    // a reload would start the mock afresh, so the console goes there as its own links do
    await navigate(page, '/projects/sandbox/instances/bare/metrics/network')
    await page.getByRole('heading', { name: 'No network interfaces' }).waitFor()
    await expectAccessible(page)
    expectNoProblems(page)
  })
})
