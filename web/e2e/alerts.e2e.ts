import { describe, it } from 'vitest'
import { eventually, expectAccessibleSettled, expectNoProblems, setupBrowser } from './browser'
import { isFocused, pickFromComboBox, rowAction, tabTo } from './page-kit'

const browser = setupBrowser()

describe('alerts and webhook receivers', () => {
  it('creates a receiver with a secret and a subscription, sends it a test event, and resends a failed delivery', async () => {
    const page = await browser.open('/system/alerts')
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor()
    await page.getByRole('table', { name: 'Alert receivers' }).getByText('2 failed, 2 delivered').waitFor()

    // the form, by keyboard
    await tabTo(page, page.getByRole('link', { name: 'New webhook receiver' }))
    await page.keyboard.press('Enter')
    await page.waitForURL('**/system/alerts-new')
    const form = page.getByRole('form', { name: 'Create webhook receiver' })
    await form.waitFor()
    await eventually(() => isFocused(form.getByRole('textbox', { name: /^Name/ }))).toBe(true)
    await page.keyboard.type('oncall-bridge')
    await tabTo(page, form.getByRole('textbox', { name: /^Endpoint/ }))
    // plain http is refused with the reason
    await page.keyboard.type('http://bridge.example.com/oxide')
    await page.keyboard.press('Tab')
    await form.getByText(/^Plain http sends every alert and its signature unencrypted/).waitFor()
    await form.getByRole('textbox', { name: /^Endpoint/ }).fill('https://bridge.example.com/oxide')
    await eventually(() => form.getByText(/^Plain http/).count()).toBe(0)

    await tabTo(page, form.getByRole('button', { name: 'Generate a secret' }))
    await page.keyboard.press('Enter')
    await eventually(() => form.getByRole('textbox', { name: /^Secret/ }).inputValue()).toMatch(
      /^[0-9a-f]{64}$/,
    )
    await form.getByRole('button', { name: 'Copy secret' }).waitFor()

    const subscription = form.getByRole('combobox', { name: /^Alert class or pattern/ })
    await pickFromComboBox(page, subscription, 'instance.f', 'instance.failed')
    await tabTo(page, form.getByRole('button', { name: 'Add subscription' }))
    await page.keyboard.press('Enter')
    await form.getByRole('button', { name: 'Remove subscription instance.failed' }).waitFor()
    await expectAccessibleSettled(page)
    await tabTo(
      page,
      page
        .getByRole('dialog', { name: 'Create webhook receiver' })
        .getByRole('button', { name: 'Create receiver' }),
    )
    await page.keyboard.press('Enter')
    await page.getByText('Webhook receiver oncall-bridge created').waitFor()
    await page.waitForURL('**/system/alerts/oncall-bridge/deliveries')
    await page.getByRole('heading', { name: 'No deliveries yet' }).waitFor()

    // a test event, whose outcome the dialog shows and the deliveries then list
    await tabTo(page, page.getByRole('button', { name: 'Send a test event' }))
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Send a test event' })
    await eventually(() => isFocused(dialog.getByRole('button', { name: 'Send test event' }))).toBe(true)
    await page.keyboard.press('Enter')
    const outcome = dialog.getByRole('status')
    await outcome.getByText('delivered', { exact: true }).waitFor()
    await outcome.getByText(/^Delivered: HTTP 200 in \d+ ms/).waitFor()
    await expectAccessibleSettled(page)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('table', { name: 'Deliveries' }).getByRole('cell', { name: 'Test event' }).waitFor()

    // a delivery the chat bridge failed, sent again: pending, then delivered (the mock retries ten times faster)
    await page.evaluate(() => localStorage.setItem('mock-speed', '10'))
    await page.goto('/system/alerts/rack-ops-slack/deliveries?state=failed')
    const table = page.getByRole('table', { name: 'Deliveries' })
    await table.getByRole('cell', { name: 'instance.auto_restarted', exact: true }).waitFor()
    const label = await table
      .getByRole('row')
      .filter({ hasText: 'instance.auto_restarted' })
      .getByRole('button')
      .getAttribute('aria-label')
    await rowAction(page, (label ?? '').replace(/^Actions for /, ''), 'Resend')
    await page.getByText('Alert sent again').waitFor()
    await page.getByRole('button', { name: 'Failed State' }).click()
    await page.getByRole('option', { name: 'All', exact: true }).click()
    await page.waitForURL(/\/deliveries$/)
    const resent = page
      .getByRole('table', { name: 'Deliveries' })
      .getByRole('row')
      .filter({ hasText: 'Resend' })
    await resent.getByText('instance.auto_restarted').waitFor()
    await resent.getByText('delivered', { exact: true }).waitFor()
    await resent.getByText(/#1 .*: Delivered: HTTP 200/).waitFor()
    await expectAccessibleSettled(page)
    expectNoProblems(page)
  }, 90_000)
})
