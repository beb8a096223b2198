import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type ConsolePage, eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { chartDrawn, pickFromSelect } from './page-kit'

const browser = setupBrowser()

/** Reads the mock API from inside the page, as the signed-in user. */
const get = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => (await fetch(p)).json(), path) as Promise<T>

type Counts = { cpus: number; memory: number; storage: number }

describe('silo utilization', () => {
  it('shows what is provisioned against the quotas, and the same over time by project', {
    timeout: 60_000,
  }, async () => {
    const page = await browser.open('/projects')
    await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Utilization' }).click()
    await page.getByRole('heading', { name: 'Utilization', level: 1 }).waitFor()
    const now = await get<{ capacity: Counts; provisioned: Counts }>(page, '/v1/utilization')

    // each bar says its percentage as it is (to a tenth, never rounded up), and the amounts with their units
    const cpu = page.getByRole('meter', { name: 'CPU' })
    const tenths = Math.floor((now.provisioned.cpus / now.capacity.cpus) * 1000 + 1e-6) / 10
    await eventually(() => cpu.getAttribute('aria-valuetext')).toBe(
      `${tenths}%: ${now.provisioned.cpus} vCPUs of ${now.capacity.cpus} vCPUs quota`,
    )
    await page.getByText(`${now.provisioned.cpus} vCPUs of ${now.capacity.cpus} vCPUs quota`).waitFor()
    await page.getByRole('meter', { name: 'Memory' }).waitFor()
    await page.getByRole('meter', { name: 'Storage' }).waitFor()
    for (const title of ['CPU provisioned', 'Memory provisioned', 'Storage provisioned'])
      await chartDrawn(page, title)

    // a project's own totals, over a day: more samples than one page holds, so every page is read
    const metricRequests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/v1/metrics/cpus_provisioned')) metricRequests.push(r.url())
    })
    await pickFromSelect(page, 'Project', 'web-frontend')
    await page.waitForURL(/project=web-frontend/)
    await pickFromSelect(page, 'Time range', 'Last day')
    await eventually(() =>
      metricRequests.some((u) => u.includes('project=web-frontend') && u.includes('page_token=')),
    ).toBe(true)
    await chartDrawn(page, 'CPU provisioned')

    await expectAccessible(page)
    expectNoProblems(page)
  })
})

describe('system utilization', () => {
  it('shows capacity from the sleds, allocated and provisioned bars and a table of silos', {
    timeout: 60_000,
  }, async () => {
    const page = await browser.open('/system/silos')
    const nav = page.getByRole('navigation', { name: 'System' })
    await eventually(() => nav.getByRole('link').allTextContents()).toEqual([
      'Fleet health',
      'Silos',
      'Utilization',
      'Metrics',
      'Inventory',
      'IP pools',
      'Switches',
      'Rack access',
      'Routing',
      'Access',
      'Update',
      'Support bundles',
      'Alerts',
      'Audit log',
    ])
    await nav.getByRole('link', { name: 'Utilization' }).click()
    await page.getByRole('heading', { name: 'Fleet capacity' }).waitFor()

    // the sleds in service (11 of the 12: one is expunged) of 128 threads: 70% of 1,408 threads is 985 vCPUs
    // read raw from the API, so in its snake_case
    type RawSled = { usable_hardware_threads: number; policy: { kind: string }; state: string }
    const sleds = await get<{ items: RawSled[] }>(page, '/v1/system/hardware/sleds?limit=1000')
    const inService = sleds.items.filter((s) => s.policy.kind === 'in_service' && s.state === 'active')
    const threads = inService.reduce((a, s) => a + s.usable_hardware_threads, 0)
    const capacity = Math.floor(0.7 * threads)
    const count = (n: number) => n.toLocaleString('en-US')
    await page
      .getByText(`CPU: ${count(threads)} usable hardware threads × 0.7 = ${count(capacity)} vCPUs`)
      .waitFor()
    for (const name of [
      'CPU allocated',
      'CPU provisioned',
      'Memory allocated',
      'Memory provisioned',
      'Storage allocated',
      'Storage provisioned',
    ]) {
      await eventually(() =>
        page.getByRole('meter', { name, exact: true }).getAttribute('aria-valuetext'),
      ).toMatch(/^(<0\.1|[\d,]+(\.\d)?)%: .* of .* capacity$/)
    }

    const table = page.getByRole('table', { name: 'Utilization by silo' })
    const engineering = table.getByRole('row').filter({ hasText: 'engineering' })
    await engineering.getByText(/^\d+ vCPUs \/ \d+ vCPUs$/).waitFor()
    expect(await table.getByRole('row').count()).toBe(3)
    // nobody is near their quota yet
    expect(await table.getByRole('meter').count()).toBe(0)

    // copy a silo's ID from its row menu
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Actions for engineering' }).click()
    await page.getByRole('menuitem', { name: 'Copy silo ID' }).click()
    await page.getByText('ID copied').waitFor()
    const silo = await get<{ id: string }>(page, '/v1/system/silos/engineering')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(silo.id)

    for (const title of ['CPU provisioned', 'Memory provisioned', 'Storage provisioned'])
      await chartDrawn(page, title)
    await pickFromSelect(page, 'Silo', 'research')
    await page.waitForURL(/silo=research/)
    await chartDrawn(page, 'CPU provisioned')

    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('marks a silo near its quota with a meter', async () => {
    const page: ConsolePage = await browser.open('/system/silos')
    await page.getByRole('heading', { name: 'Silos', level: 1 }).waitFor()
    const engineering = await get<{ provisioned: Counts }>(page, '/v1/system/utilization/silos/engineering')
    // a quota just above what is provisioned: past the threshold
    const status = await page.evaluate(
      async (cpus) =>
        (
          await fetch('/v1/system/silos/engineering/quotas', {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ cpus }),
          })
        ).status,
      engineering.provisioned.cpus + 8,
    )
    expect(status).toBe(200)
    await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Utilization' }).click()
    const row = page
      .getByRole('table', { name: 'Utilization by silo' })
      .getByRole('row')
      .filter({ hasText: 'engineering' })
    await row.getByRole('meter', { name: 'Share of quota provisioned' }).waitFor()
    expect(await row.getByRole('meter').count()).toBe(1)
    await expectAccessible(page)
    expectNoProblems(page)
  })
})
