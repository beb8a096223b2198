import { describe, expect, it } from 'vitest'
import { TEST_KEYS } from '~/util/ssh-test-keys'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'

const browser = setupBrowser()

describe('the new-instance form has no dead ends', () => {
  it('adds an SSH key and creates a floating IP from within the form, then the instance has them', async () => {
    const page = await browser.open('/projects/billing/instances-new')
    const creates: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/instances')
        creates.push(r.postData() ?? '')
    })
    await page.getByRole('heading', { name: 'Create instance', level: 1 }).waitFor()
    const name = page.getByLabel('Name', { exact: true })
    await name.fill('bastion')
    const form = page.getByRole('form', { name: 'Create instance' })
    const keys = form.getByRole('group', { name: 'SSH keys' })
    const count = form.getByRole('status').filter({ hasText: /keys? selected$/ })

    // Select none and Select all from the keyboard, with the count said as it changes
    await eventually(() => count.textContent()).toBe('All 2 keys selected')
    await form.getByRole('button', { name: 'Select none' }).focus()
    await page.keyboard.press('Enter')
    await eventually(() => count.textContent()).toBe('No keys selected')
    await eventually(() => keys.getByRole('checkbox', { checked: true }).count()).toBe(0)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Space')
    await eventually(() => count.textContent()).toBe('All 2 keys selected')

    // add a key: opened, filled and sent from the keyboard
    await form.getByRole('button', { name: 'Add SSH key' }).focus()
    await page.keyboard.press('Enter')
    const keyDialog = page.getByRole('dialog', { name: 'Add SSH key' })
    await keyDialog.waitFor()
    await eventually(() =>
      keyDialog.getByRole('textbox', { name: 'Name' }).evaluate((el) => el === document.activeElement),
    ).toBe(true)
    await keyDialog.getByRole('textbox', { name: 'Public key' }).fill(TEST_KEYS.ed25519.line)
    // named after the key's comment, as on the settings page
    await eventually(() => keyDialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(
      'ada-analytical-engine',
    )
    await expectAccessible(page, 'with the Add SSH key dialog open')
    await keyDialog.getByRole('button', { name: 'Add SSH key' }).click()
    await keyDialog.waitFor({ state: 'detached' })
    await eventually(() => keys.getByRole('checkbox', { name: /^ada-analytical-engine/ }).isChecked()).toBe(
      true,
    )
    await eventually(() => count.textContent()).toBe('All 3 keys selected')

    // create a floating IP; Enter in its name sends the dialog's form, not the instance's
    await form.getByRole('button', { name: 'Create floating IP' }).click()
    const ipDialog = page.getByRole('dialog', { name: 'Create floating IP' })
    await ipDialog.waitFor()
    await eventually(() => ipDialog.getByRole('combobox', { name: 'IP pool' }).inputValue()).toBe('default')
    await expectAccessible(page, 'with the Create floating IP dialog open')
    await ipDialog.getByRole('textbox', { name: 'Name' }).fill('bastion-ip')
    await ipDialog.getByRole('textbox', { name: 'Name' }).press('Enter')
    await ipDialog.waitFor({ state: 'detached' })
    const picked = form
      .getByRole('group', { name: 'Floating IPs' })
      .getByRole('checkbox', { name: /^bastion-ip/ })
    await eventually(() => picked.isChecked()).toBe(true)
    await eventually(() => page.url()).toMatch(/\/projects\/billing\/instances-new$/)
    await eventually(() => name.inputValue()).toBe('bastion')

    await page.getByRole('button', { name: 'Create instance' }).click()
    await page.waitForURL('**/projects/billing/instances/bastion/storage')
    // the one create request carries the new key beside the profile's two, and the new address
    expect(creates).toHaveLength(1)
    const body = JSON.parse(creates[0])
    expect(body.ssh_public_keys).toHaveLength(3)
    expect(body.external_ips).toContainEqual({ type: 'floating', floating_ip: 'bastion-ip' })
    await page.getByRole('tab', { name: 'Networking' }).click()
    await page.waitForURL('**/projects/billing/instances/bastion/networking')
    const floating = page
      .getByRole('table', { name: 'External IPs' })
      .getByRole('row')
      .filter({ hasText: 'bastion-ip' })
    await eventually(() => floating.getByText('floating', { exact: true }).count()).toBeGreaterThan(0)
    expectNoProblems(page)
  })
})
