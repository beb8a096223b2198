import { describe, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { pickFromComboBox, rowWithLink } from './page-kit'

const browser = setupBrowser()

describe('VPCs', () => {
  it('creates a VPC with an IPv6 prefix, refusing a bad one first, then renames it', async () => {
    const page = await browser.open('/projects/sandbox/vpcs')
    await page.getByRole('heading', { name: 'VPCs', level: 1 }).waitFor()
    await rowWithLink(page, 'default').waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'New VPC' }).first().click()
    const form = page.getByRole('dialog', { name: 'Create VPC' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('build-farm')
    await eventually(() => form.getByRole('textbox', { name: 'DNS name' }).inputValue()).toBe('build-farm')
    const prefix = form.getByRole('textbox', { name: 'IPv6 prefix' })
    await prefix.fill('fd12:3456:789a:1::/48')
    await prefix.press('Enter')
    await form.getByText('Bits past the /48 must be zero: did you mean fd12:3456:789a::/48?').waitFor()
    await expectAccessible(page)
    await prefix.fill('fd12:3456:789a::/48')
    await prefix.press('Enter')

    await page.waitForURL('**/projects/sandbox/vpcs/build-farm/firewall-rules')
    await page.getByRole('heading', { name: 'build-farm', level: 1 }).waitFor()
    await page.getByText('VPC build-farm created').waitFor()
    await page.getByText('fd12:3456:789a::/48').waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    const edit = page.getByRole('dialog', { name: 'Edit VPC' })
    await edit.waitFor()
    await eventually(() => edit.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'build-farm',
    )
    await expectAccessible(page)
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('build-grid')
    await edit.getByRole('textbox', { name: 'Description' }).fill('CI runners')
    await page.getByRole('button', { name: 'Save changes' }).click()
    // renaming keeps the user on the VPC, now under its new name
    await page.waitForURL('**/projects/sandbox/vpcs/build-grid/firewall-rules')
    await page.getByRole('heading', { name: 'build-grid', level: 1 }).waitFor()
    await page.getByText('CI runners').waitFor()
    expectNoProblems(page)
  })

  it('refuses a subnet block outside the private ranges with its message, then creates the subnet', async () => {
    const page = await browser.open('/projects/web-frontend/vpcs/default/subnets')
    await rowWithLink(page, 'frontend').waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'New subnet' }).first().click()
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
    await block.fill('172.30.6.0/24')
    await block.press('Enter')

    await page.getByText('Subnet batch created').waitFor()
    await page.waitForURL('**/projects/web-frontend/vpcs/default/subnets')
    const row = rowWithLink(page, 'batch')
    await row.getByText('172.30.6.0/24').waitFor()
    await row.getByText('fd62:1d71:bf1:3::/64').waitFor()

    // a subnet's edit panel lists the network interfaces in it
    await page
      .getByRole('table', { name: 'Subnets' })
      .getByRole('link', { name: 'default', exact: true })
      .click()
    const edit = page.getByRole('dialog', { name: 'Edit subnet' })
    await edit.getByRole('table', { name: 'Network interfaces in this subnet' }).waitFor()
    await edit.getByRole('link', { name: 'web-1' }).waitFor()
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('adds a router with a route to an internet gateway, which the gateway panel then lists', async () => {
    const page = await browser.open('/projects/web-frontend/vpcs/dmz/routers')
    await rowWithLink(page, 'system').waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'New router' }).first().click()
    const form = page.getByRole('dialog', { name: 'Create router' })
    await form.waitFor()
    // Enter in a field sends the form, as it does in any form
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('egress-policy')
    await form.getByRole('textbox', { name: 'Name', exact: true }).press('Enter')
    await page.waitForURL('**/projects/web-frontend/vpcs/dmz/routers/egress-policy')
    await page.getByRole('heading', { name: 'egress-policy', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'No routes' }).waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'New route' }).first().click()
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

    // the gateway's panel, reached through the VPC's tabs, lists the new route with its router
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'dmz' }).click()
    await page.getByRole('tab', { name: 'Internet gateways' }).click()
    await page.waitForURL('**/projects/web-frontend/vpcs/dmz/internet-gateways')
    await eventually(() => rowWithLink(page, 'default').getByRole('cell').nth(4).textContent()).toBe('3')
    await page.getByRole('link', { name: 'default', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Internet gateway' })
    const routes = panel.getByRole('table', { name: 'Routes to this gateway' })
    await routes.getByRole('link', { name: 'egress-policy' }).waitFor()
    await routes.getByRole('link', { name: 'to-internet' }).waitFor()
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('says why the system router takes no new routes', async () => {
    const page = await browser.open('/projects/web-frontend/vpcs/default/routers/system')
    await page.getByRole('heading', { name: 'system', level: 1 }).waitFor()
    const newRoute = page.getByRole('button', { name: 'New route' })
    await eventually(() => newRoute.getAttribute('aria-disabled')).toBe('true')
    await newRoute.focus()
    await page
      .getByText('Routes cannot be added to the system router; create a custom router for routes of your own')
      .first()
      .waitFor({ state: 'attached' })
    await page.getByRole('button', { name: 'Actions for cache' }).click()
    await page.getByText("A subnet's route follows the subnet and cannot be changed").waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('creates an internet gateway with an IP pool attached', async () => {
    const page = await browser.open('/projects/web-frontend/vpcs/dmz/internet-gateways')
    await rowWithLink(page, 'default').waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'New gateway' }).first().click()
    const form = page.getByRole('dialog', { name: 'Create internet gateway' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('egress-v6')
    await pickFromComboBox(page, form.getByRole('combobox', { name: 'IP pool' }), 'ipv6', /ipv6-pool/)
    await eventually(() => form.getByRole('combobox', { name: 'IP pool' }).inputValue()).toBe('ipv6-pool')
    await expectAccessible(page)
    await form.getByRole('textbox', { name: 'Name', exact: true }).press('Enter')

    await page.waitForURL('**/projects/web-frontend/vpcs/dmz/internet-gateways/egress-v6')
    const panel = page.getByRole('dialog', { name: 'Internet gateway' })
    const pools = panel.getByRole('table', { name: 'IP pools attached to this gateway' })
    await pools.getByRole('cell', { name: 'ipv6-pool' }).first().waitFor()
    await panel.getByText('No route targets this gateway, so no traffic goes through it yet.').waitFor()
    await expectAccessible(page)

    await panel.getByRole('button', { name: 'Close' }).first().click()
    await page.waitForURL('**/projects/web-frontend/vpcs/dmz/internet-gateways')
    await rowWithLink(page, 'egress-v6').getByText('ipv6-pool').waitFor()
    expectNoProblems(page)
  })
})
