import { describe, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { chartDrawn, pickFromSelect } from './page-kit'

const browser = setupBrowser()

const WEB1 = '/projects/web-frontend/instances/web-1'

describe('the metrics explorer', () => {
  it('opens a chart of an instance, runs an example and shows what the server says of a bad query', {
    timeout: 60_000,
  }, async () => {
    const page = await browser.open(`${WEB1}/metrics/cpu`)
    await chartDrawn(page, 'CPU utilization')
    await page.getByRole('link', { name: 'Open in explorer: CPU utilization' }).click()
    await page.waitForURL(/\/system\/metrics\?query=get/)
    await page.getByRole('heading', { name: 'Metrics', level: 1 }).waitFor()
    const editor = page.getByRole('textbox', { name: 'OxQL query' })
    // the chart's own query, all four CPU states summed over web-1's vCPUs
    await eventually(() => editor.inputValue()).toMatch(
      /^get virtual_machine:vcpu_usage \| filter timestamp >= @.* && instance_id == ".*" \| align mean_within\(30s\) \| group_by \[state\], sum$/,
    )
    await chartDrawn(page, 'virtual_machine:vcpu_usage')
    await eventually(() =>
      page
        .getByRole('list', { name: 'virtual_machine:vcpu_usage series' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(['state emulation', 'state idle', 'state run', 'state waiting'])
    await page.getByRole('table', { name: 'Points of virtual_machine:vcpu_usage' }).waitFor()
    // the schemas, all read behind the first page
    await page.getByText(/^\d+ schemas read\.$/).waitFor()
    await expectAccessible(page)

    // an example names a sled of this rack: its drives' temperatures, a line a drive
    await pickFromSelect(page, 'Start from an example', "A sled's disks: U.2 drive temperatures")
    await eventually(() => editor.inputValue()).toMatch(
      /^get hardware_component:temperature\n {2}\| filter timestamp > @now\(\) - 1h && chassis_serial == "\w+" && sensor ~= "\^u2_"/,
    )
    await page.getByRole('button', { name: 'Run' }).click()
    await page.waitForURL(/query=get(\+|%20)hardware_component%3Atemperature/)
    await chartDrawn(page, 'hardware_component:temperature')
    await page.getByRole('heading', { name: 'hardware_component:temperature (°C)' }).waitFor()
    const rows = page
      .getByRole('table', { name: 'Points of hardware_component:temperature' })
      .getByRole('row')
    await eventually(() => rows.count()).toBeGreaterThan(60)

    // a query the server refuses: its message under the query, which stays as typed
    const bad = 'get virtual_disk:reads | filter volume == "x"'
    await editor.fill(bad)
    await editor.press('Control+Enter')
    const alert = page.getByRole('alert').filter({ hasText: 'volume' })
    await eventually(() => alert.textContent()).toBe(
      'Field "volume" does not exist in timeseries virtual_disk:reads',
    )
    await eventually(() => editor.inputValue()).toBe(bad)
    await eventually(() => editor.getAttribute('aria-invalid')).toBe('true')
    await page.getByText('The query failed; its error is shown under it.').waitFor()

    // Back: the last query that ran, drawn again
    await page.goBack()
    await eventually(() => editor.inputValue()).toMatch(/^get hardware_component:temperature/)
    await chartDrawn(page, 'hardware_component:temperature')
    await expectAccessible(page)
    expectNoProblems(page)
  })
})
