import { describe, expect, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { isFocused, rowAction, tabTo } from './page-kit'

const browser = setupBrowser()

describe('the request behind a form or an action', () => {
  it('follows what the user types, copies as curl, and is what the form sends', async () => {
    const page = await browser.open('/projects-new')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const form = page.getByRole('dialog', { name: 'Create project' })
    await form.getByRole('textbox', { name: 'Name' }).fill('ledger')
    // from the keyboard: the disclosure, then the copy forms' tabs
    const show = form.getByRole('button', { name: 'Show request' })
    await tabTo(page, show)
    await page.keyboard.press('Enter')
    const request = form.getByRole('region', { name: 'Request' })
    await eventually(() => request.getByTestId('request-line').textContent()).toBe('POST /v1/projects')
    await form.getByRole('textbox', { name: 'Description' }).fill('the books')
    await eventually(() => request.getByTestId('request-raw').textContent()).toContain(
      '"description": "the books"',
    )
    await expectAccessible(page, 'the create project form with its request shown')

    await request.getByRole('tab', { name: 'Request' }).focus()
    await page.keyboard.press('ArrowRight')
    await eventually(() => isFocused(request.getByRole('tab', { name: 'curl' }))).toBe(true)
    const curl = request.getByTestId('request-curl')
    await eventually(() => curl.textContent()).toContain('Authorization: Bearer $OXIDE_TOKEN')
    await request.getByRole('button', { name: 'Copy as curl' }).click()
    await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toContain(
      `curl -X POST '${new URL(page.url()).origin}/v1/projects'`,
    )

    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/projects',
    )
    await form.getByRole('button', { name: 'Create project' }).click()
    expect((await sent).postDataJSON()).toEqual({ name: 'ledger', description: 'the books' })
    await page.getByRole('link', { name: 'ledger' }).waitFor()
    expectNoProblems(page)
  })

  it("shows every row action's request from the row's menu", async () => {
    const page = await browser.open('/projects/web-frontend/instances')
    await rowAction(page, 'web-1', 'Show requests')
    const dialog = page.getByRole('dialog', { name: 'Requests for web-1' })
    const stop = dialog.getByRole('region', { name: 'Stop' })
    await eventually(() => stop.getByTestId('request-line').textContent()).toBe(
      'POST /v1/instances/web-1/stop?project=web-frontend',
    )
    await expectAccessible(page, "an instance's requests")
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expectNoProblems(page)
  })
})
