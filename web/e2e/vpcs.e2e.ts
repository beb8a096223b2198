import { describe, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { pickFromComboBox, rowWithLink } from './page-kit'

const browser = setupBrowser()

describe('VPCs', () => {
  it('refuses a bad IPv6 prefix with its message when Enter sends the form', async () => {
    const page = await browser.open('/projects/sandbox/vpcs-new')
    const form = page.getByRole('dialog', { name: 'Create VPC' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('build-farm')
    const prefix = form.getByRole('textbox', { name: 'IPv6 prefix' })
    await prefix.fill('fd12:3456:789a:1::/48')
    // Enter in a field sends the form, as it does in any form
    await prefix.press('Enter')
    await form.getByText('Bits past the /48 must be zero: did you mean fd12:3456:789a::/48?').waitFor()
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('refuses a subnet block outside the private ranges with its message', async () => {
    const page = await browser.open('/projects/web-frontend/vpcs/default/subnets-new')
    const form = page.getByRole('dialog', { name: 'Create subnet' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('batch')
    const block = form.getByRole('textbox', { name: 'IPv4 block' })
    await block.fill('8.8.8.0/24')
    await block.press('Enter')
    await form
      .getByText('Must be within a private range: 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16')
      .waitFor()
    await eventually(() => block.getAttribute('aria-invalid')).toBe('true')
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('adds a route to an internet gateway picked from a list, showing what a custom route cannot target', async () => {
    const page = await browser.open('/projects/web-frontend/vpcs/default/routers/edge/routes-new')
    const route = page.getByRole('dialog', { name: 'Create route' })
    await route.waitFor()
    await route.getByRole('textbox', { name: 'Name', exact: true }).fill('to-internet')
    await route.getByRole('textbox', { name: 'Destination network' }).fill('0.0.0.0/0')
    // what the API refuses in a custom route is shown, but cannot be picked, and says why
    const targets = route.getByRole('radiogroup', { name: 'Target type' })
    await targets.getByText('A custom route cannot target a subnet').waitFor()
    await eventually(() => targets.getByRole('radio', { name: /^Subnet/ }).isDisabled()).toBe(true)
    await eventually(() => targets.getByRole('radio', { name: /^VPC/ }).isDisabled()).toBe(true)
    await targets.getByText('Internet gateway').click()
    await pickFromComboBox(
      page,
      route.getByRole('combobox', { name: 'Target internet gateway' }),
      'def',
      /default/,
    )
    await eventually(() =>
      route.getByRole('combobox', { name: 'Target internet gateway' }).inputValue(),
    ).toBe('default')
    await expectAccessible(page)
    await route.getByRole('textbox', { name: 'Destination network' }).press('Enter')
    await page.getByText('Route to-internet created').waitFor()
    const row = rowWithLink(page, 'to-internet')
    await row.getByText('0.0.0.0/0').waitFor()
    await row.getByText('internet gateway', { exact: true }).waitFor()
    expectNoProblems(page)
  })

  it('creates an internet gateway with an IP pool attached', async () => {
    const page = await browser.open('/projects/web-frontend/vpcs/dmz/internet-gateways-new')
    const form = page.getByRole('dialog', { name: 'Create internet gateway' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('egress-v6')
    await pickFromComboBox(page, form.getByRole('combobox', { name: 'IP pool' }), 'ipv6', /ipv6-pool/)
    await eventually(() => form.getByRole('combobox', { name: 'IP pool' }).inputValue()).toBe('ipv6-pool')
    await expectAccessible(page)
    await form.getByRole('textbox', { name: 'Name', exact: true }).press('Enter')

    await page.waitForURL('**/projects/web-frontend/vpcs/dmz/internet-gateways/egress-v6')
    const panel = page.getByRole('dialog', { name: 'Internet gateway' })
    await panel.getByRole('table', { name: 'IP pools attached to this gateway' }).waitFor()
    await panel.getByRole('button', { name: 'Close' }).first().click()
    await page.waitForURL('**/projects/web-frontend/vpcs/dmz/internet-gateways')
    await rowWithLink(page, 'egress-v6').getByText('ipv6-pool').waitFor()
    expectNoProblems(page)
  })
})
