import type { Locator } from 'playwright-core'
import { describe, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { pickFromComboBox, rowWithLink, tabTo } from './page-kit'

const browser = setupBrowser()

const RULES = '/projects/web-frontend/vpcs/default/firewall-rules'

/** The rules tab, once its table shows. */
async function openRules(path = RULES) {
  const page = await browser.open(path)
  await page.getByRole('table', { name: 'Firewall rules' }).waitFor()
  return page
}

describe('firewall rules', () => {
  it('lists the rules by priority and creates one', async () => {
    const page = await openRules()
    // the rule with the lowest priority number applies first, so it comes first
    await eventually(() => page.getByRole('row').nth(1).getByRole('link').textContent()).toBe('deny-smtp-out')
    await rowWithLink(page, 'allow-redis-from-frontend').getByText('subnet cache').waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'New rule' }).click()
    const form = page.getByRole('dialog', { name: 'Create firewall rule' })
    await form.waitFor()
    await expectAccessible(page)
    await form.getByRole('textbox', { name: 'Name' }).fill('allow-admin-https')
    await form.getByRole('textbox', { name: 'Description' }).fill('HTTPS from the admin network')
    const priority = form.getByRole('textbox', { name: 'Priority' })
    await priority.fill('150')

    const target = form.getByRole('group', { name: 'New target' })
    await target.getByText('Instance', { exact: true }).click()
    await pickFromComboBox(page, target.getByRole('combobox', { name: 'Instance name' }), 'b-2', 'web-2')
    await target.getByRole('button', { name: 'Add target' }).click()
    await form.getByRole('button', { name: 'Remove target instance web-2' }).waitFor()

    const host = form.getByRole('group', { name: 'New host filter' })
    await host.getByText('IP network', { exact: true }).click()
    await host.getByRole('textbox', { name: 'IP network' }).fill('10.20.0.0/16')
    // Enter adds the row, and does not save the rule
    await host.getByRole('textbox', { name: 'IP network' }).press('Enter')
    await form.getByRole('button', { name: 'Remove host filter IP network 10.20.0.0/16' }).waitFor()

    const port = form.getByRole('group', { name: 'New port' })
    await port.getByRole('textbox', { name: 'Port or range' }).fill('443')
    await port.getByRole('button', { name: 'Add port' }).click()
    await form.getByRole('button', { name: 'Remove port 443' }).waitFor()
    await form
      .getByRole('group', { name: 'New protocol' })
      .getByRole('button', { name: 'Add protocol' })
      .click()
    await form.getByRole('button', { name: 'Remove protocol TCP' }).waitFor()

    await page.getByRole('button', { name: 'Create rule' }).click()
    await page.getByText('Firewall rule allow-admin-https created').waitFor()
    await page.waitForURL(`**${RULES}`)
    const created = rowWithLink(page, 'allow-admin-https')
    await created.getByText('instance web-2').waitFor()
    await created.getByText('IP network 10.20.0.0/16').waitFor()
    await eventually(() => created.getByRole('cell').nth(1).textContent()).toBe('150')
    await eventually(() => created.getByRole('cell').nth(7).textContent()).toBe('443')
    // the rules that were there are still there
    await rowWithLink(page, 'allow-https').waitFor()
    expectNoProblems(page)
  })

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

  it('edits a rule from its name', async () => {
    const page = await openRules()
    await page.getByRole('link', { name: 'allow-https', exact: true }).click()
    const form = page.getByRole('dialog', { name: 'Edit firewall rule' })
    await form.waitFor()
    await page.waitForURL(`**${RULES}/allow-https/edit`)
    await eventually(() => form.getByRole('textbox', { name: 'Priority' }).inputValue()).toBe('100')
    await expectAccessible(page)
    await form.getByRole('textbox', { name: 'Priority' }).fill('90')
    await form.getByRole('button', { name: 'Remove port 80' }).click()
    await form.getByText('Deny', { exact: true }).click()
    await page.getByRole('button', { name: 'Save rule' }).click()
    await page.getByText('Firewall rule allow-https updated').waitFor()
    const edited = rowWithLink(page, 'allow-https')
    await eventually(() => edited.getByRole('cell').nth(1).textContent()).toBe('90')
    await eventually(() => edited.getByRole('cell').nth(2).textContent()).toBe('deny')
    await eventually(() => edited.getByRole('cell').nth(7).textContent()).toBe('443')
    // another rule is untouched
    await eventually(() => rowWithLink(page, 'deny-smtp-out').getByRole('cell').nth(7).textContent()).toBe(
      '25, 465, 587',
    )
    expectNoProblems(page)
  })

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
