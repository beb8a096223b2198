import type { Locator } from 'playwright-core'
import { describe, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { rowWithLink, tabTo } from './page-kit'

const browser = setupBrowser()

const RULES = '/projects/web-frontend/vpcs/default/firewall-rules'

/** The rules tab, once its table shows. */
async function openRules(path = RULES) {
  const page = await browser.open(path)
  await page.getByRole('table', { name: 'Firewall rules' }).waitFor()
  return page
}

describe('firewall rules', () => {
  it('creates a rule by keyboard alone', async () => {
    const page = await openRules()
    await page.getByRole('link', { name: 'New rule' }).focus()
    await page.keyboard.press('Enter')
    const form = page.getByRole('dialog', { name: 'Create firewall rule' })
    await form.waitFor()
    // the name field has the focus when the form opens
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    await page.keyboard.type('keyboard-rule')
    await tabTo(page, page.locator('input[name="action"]'))
    await page.keyboard.press('ArrowRight')
    await eventually(() => form.getByRole('radio', { name: 'Deny' }).isChecked()).toBe(true)

    // a target: the type by arrows, the name from the suggestions, and Enter once it is chosen adds it
    await tabTo(page, page.locator('input[name="targetDraft.type"]'))
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await eventually(() =>
      form.getByRole('group', { name: 'New target' }).getByRole('radio', { name: 'Instance' }).isChecked(),
    ).toBe(true)
    await tabTo(page, page.locator('input[name="targetDraft.value"]'))
    await page.keyboard.type('web-3')
    await page.getByRole('option', { name: 'web-3', exact: true }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    const instance = form.getByRole('combobox', { name: 'Instance name' })
    await eventually(() => instance.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('Enter')
    // the emptied field offers its suggestions for the next target; Escape closes them and leaves the form open
    await eventually(() => instance.inputValue()).toBe('')
    await eventually(() => instance.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    await form.getByRole('button', { name: 'Remove target instance web-3' }).waitFor()

    await tabTo(page, page.locator('input[name="portDraft"]'))
    await page.keyboard.type('8443')
    await page.keyboard.press('Enter')
    await form.getByRole('button', { name: 'Remove port 8443' }).waitFor()

    await tabTo(page, page.locator('button[form]:not([data-disabled])'))
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Create rule')
    await page.keyboard.press('Enter')
    await page.getByText('Firewall rule keyboard-rule created').waitFor()
    const created = rowWithLink(page, 'keyboard-rule')
    await created.getByText('instance web-3').waitFor()
    await eventually(() => created.getByRole('cell').nth(2).textContent()).toBe('deny')
    await eventually(() => created.getByRole('cell').nth(7).textContent()).toBe('8443')
    expectNoProblems(page)
  }, 60_000)

  it('keeps the focus in the form as the last rows go, and stops a save for a protocol chosen but not added', async () => {
    const page = await openRules(`${RULES}/allow-ssh/edit`)
    const form = page.getByRole('dialog', { name: 'Edit firewall rule' })
    await form.waitFor()
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

    // the last port goes: the focus moves to the input that adds one, not to the page behind the dialog
    await form.getByRole('button', { name: 'Remove port 22' }).click()
    const port = form.getByRole('group', { name: 'New port' }).getByRole('textbox', { name: 'Port or range' })
    await eventually(() => focused(port)).toBe(true)
    await form.getByText('Every port.', { exact: true }).waitFor()

    // so does the last protocol, to the choice the form offers again
    await form.getByRole('button', { name: 'Remove protocol TCP' }).click()
    const protocols = form.getByRole('group', { name: 'New protocol' })
    await eventually(() => focused(protocols.getByRole('radio', { name: 'TCP' }))).toBe(true)

    // UDP chosen but not added would save a rule for every protocol: the save stops and says so
    await protocols.getByText('UDP', { exact: true }).click()
    await page.getByRole('button', { name: 'Save rule' }).click()
    const summary = form.getByRole('region', { name: '1 field needs attention' })
    await summary.waitFor()
    await expectAccessible(page)
    await summary
      .getByRole('link', { name: 'Protocol: Add this protocol to the list, or set the choice back to TCP' })
      .click()
    await eventually(() => focused(protocols.getByRole('radio', { name: 'UDP' }))).toBe(true)
    await protocols.getByRole('button', { name: 'Add protocol' }).click()
    await page.getByRole('button', { name: 'Save rule' }).click()
    await page.getByText('Firewall rule allow-ssh updated').waitFor()
    const edited = rowWithLink(page, 'allow-ssh')
    await edited.getByText('UDP', { exact: true }).waitFor()
    expectNoProblems(page)
  })

  it('refuses a bad port and a bad network with their messages, keeping what was typed', async () => {
    const page = await browser.open(`${RULES}-new`)
    const form = page.getByRole('dialog', { name: 'Create firewall rule' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name' }).fill('too-wide')

    const port = form.getByRole('group', { name: 'New port' })
    const portInput = port.getByRole('textbox', { name: 'Port or range' })
    await portInput.fill('80-70000')
    await port.getByRole('button', { name: 'Add port' }).click()
    await port.getByText('Ports go up to 65535').waitFor()
    await eventually(() => portInput.inputValue()).toBe('80-70000')
    await eventually(() => portInput.getAttribute('aria-invalid')).toBe('true')
    await form.getByText('Every port.', { exact: true }).waitFor()

    const host = form.getByRole('group', { name: 'New host filter' })
    await host.getByText('IP network', { exact: true }).click()
    const network = host.getByRole('textbox', { name: 'IP network' })
    await network.fill('10.0.0.0/33')
    await host.getByRole('button', { name: 'Add host filter' }).click()
    await host.getByText('Max width for IPv4 is 32').waitFor()
    await eventually(() => network.inputValue()).toBe('10.0.0.0/33')
    await form.getByText('Any host.', { exact: true }).waitFor()

    // saving now is stopped too: a summary at the top leads to each field that needs attention
    await page.getByRole('button', { name: 'Create rule' }).click()
    const summary = form.getByRole('region', { name: '2 fields need attention' })
    await summary.waitFor()
    await expectAccessible(page)
    await summary.getByRole('link', { name: 'Port or range: Ports go up to 65535' }).click()
    await eventually(() => portInput.evaluate((input) => input === document.activeElement)).toBe(true)
    expectNoProblems(page)
  })
})
