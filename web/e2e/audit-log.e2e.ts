import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  eventually,
  expectAccessible,
  expectAccessibleSettled,
  expectNoProblems,
  setupBrowser,
} from './browser'
import { isFocused, propertyValue, tabTo } from './page-kit'

const browser = setupBrowser()

/** The seed's landmark: grace, a fleet viewer, was refused a new silo 25 minutes before the preview loaded. */
const REFUSED_REQUEST = '5e7a9c1e-3a5c-4f7b-a9d1-0a2c4e6a8c0d'

describe('the audit log', () => {
  it('finds a failed entry by filtering, from the keyboard, and opens it', async () => {
    const page = await browser.open('/system/audit-log')
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor()
    const table = page.getByRole('table', { name: 'Audit log entries' })
    await table.waitFor()
    await page.getByText(/^Times in \S+ \(GMT/).waitFor()
    await page.getByText(/^100 entries loaded, from .*; load more for older entries\.$/).waitFor()
    await expectAccessible(page)

    // only failures: the result filter, opened and chosen with the keyboard
    const result = page.getByRole('button', { name: /Result/ })
    await tabTo(page, result)
    await page.keyboard.press('Enter')
    const listbox = page.getByRole('listbox')
    await listbox.waitFor()
    const failed = listbox.getByRole('option', { name: 'Failed', exact: true })
    for (let i = 0; i < 5 && !(await isFocused(failed)); i++) await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await listbox.waitFor({ state: 'detached' })
    await eventually(() => new URL(page.url()).searchParams.get('result')).toBe('error')
    // every result left is a failure: a 4xx or 5xx status, then its error code
    await eventually(async () =>
      (await table.locator('tbody tr td:nth-child(5)').allTextContents()).every((t) =>
        /^[45]\d\d[A-Z]/.test(t),
      ),
    ).toBe(true)

    // then the words of the refusal: the filters say that they apply to what is loaded
    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }))
    await page.keyboard.type('silo_create forbidden')
    await page
      .getByText(
        /^Filtering the 100 entries loaded, from .*: \d+ entr(y|ies) match(es)?\. Load more to search further\.$/,
      )
      .waitFor()
    const row = table.getByRole('row').filter({ hasText: 'Grace Hopper' }).filter({ hasText: 'Forbidden' })
    await row.first().waitFor()
    await eventually(() => new URL(page.url()).searchParams.get('q')).toBe('silo_create forbidden')

    // open it from the keyboard: its time is the row's button
    await tabTo(page, row.first().getByRole('button'))
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog', { name: 'Audit log entry' })
    await sheet.waitFor()
    const value = (label: string) => propertyValue(sheet, label)
    await eventually(() => value('Result').textContent()).toBe('Forbidden 403')
    await eventually(() => value('Error message').textContent()).toBe('Action not authorized')
    await eventually(() => value('Operation').textContent()).toBe('silo_create')
    await eventually(() => value('Path').textContent()).toBe('/v1/system/silos')
    await eventually(() => value('Actor').textContent()).toBe('Grace Hopper')
    await eventually(() => value('Silo').textContent()).toBe('engineering')
    await eventually(() => value('Source address').textContent()).toBe('10.40.7.203')
    await value('Request ID').getByText(REFUSED_REQUEST).waitFor()
    await sheet.getByRole('button', { name: 'Copy request ID' }).waitFor()
    await expectAccessibleSettled(page)

    // the open entry is in the URL too; Escape closes the sheet and gives the focus back to the row
    await eventually(() => new URL(page.url()).searchParams.get('entry')).not.toBeNull()
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'detached' })
    await eventually(() => new URL(page.url()).searchParams.get('entry')).toBeNull()
    await eventually(() => isFocused(row.first().getByRole('button'))).toBe(true)
    expectNoProblems(page)
  }, 60_000)

  it('exports the loaded entries as CSV through a download', async () => {
    const page = await browser.open('/system/audit-log?range=1h')
    await page.getByRole('table', { name: 'Audit log entries' }).waitFor()
    await page.getByText(/ entries from .*, newest first\.$/).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(
      /^audit-log-\d{4}-\d\d-\d\dT\d{4}-\d{4}-\d\d-\d\dT\d{4}\.csv$/,
    )
    const csv = readFileSync(await download.path(), 'utf8')
    expect(csv.split('\r\n')[0]).toBe(
      'time_completed,time_started,duration_ms,actor_kind,actor,actor_id,silo,operation_id,request_uri,result,http_status_code,error_code,error_message,source_ip,user_agent,auth_method,request_id,id',
    )
    expect(csv).toContain(REFUSED_REQUEST)
    expectNoProblems(page)
  }, 60_000)
})
