import { describe, it } from 'vitest'
import { choose, eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { propertyValue, rowWithLink, tabTo } from './page-kit'

const browser = setupBrowser()

describe("the rack's networking", () => {
  it('narrows the allow-list to a network once the confirmation is typed', async () => {
    const page = await browser.open('/system/networking/rack-access')
    await page.getByRole('heading', { name: 'Rack access', level: 1 }).waitFor()
    await page.getByText('may reach the API.').waitFor()
    await page.getByRole('link', { name: 'Edit allow-list' }).click()
    await page.waitForURL('**/system/networking/rack-access/allow-list-edit')
    const form = page.getByRole('dialog', { name: 'Edit allow-list' })
    await choose(form.getByRole('radio', { name: /^Only the addresses listed/ }))

    const entry = form.getByRole('textbox', { name: /^IP address or network/ })
    // a network with bits set past its width is caught before it joins the list
    await entry.fill('10.40.2.17/16')
    await entry.press('Enter')
    await form.getByText('Bits past the /16 must be zero: did you mean 10.40.0.0/16?').waitFor()
    await entry.fill('10.40.0.0/16')
    await entry.press('Enter')
    await eventually(() => entry.inputValue()).toBe('')
    await form
      .getByRole('list', { name: 'What the new list lets in' })
      .getByText('65,536 addresses, 10.40.0.0 to 10.40.255.255')
      .waitFor()
    // the audit log has this user's requests coming from inside the network
    await form
      .getByText('The API recorded your recent requests coming from 10.40.2.17, which the new list lets in.')
      .waitFor()
    await form.getByText(/this browser may lose access to the API/).waitFor()

    // narrowing from any address: nothing is sent until the word is typed
    await form.getByRole('button', { name: 'Save allow-list' }).click()
    await form.getByText('Type narrow to confirm that fewer addresses may reach the API').waitFor()
    const confirmation = form.getByRole('textbox', { name: /^Type narrow to confirm/ })
    await tabTo(page, confirmation)
    await page.keyboard.type('narrow')
    await expectAccessible(page)
    await form.getByRole('button', { name: 'Save allow-list' }).click()
    await page.getByText('Allow-list saved').waitFor()
    await eventually(() => form.count()).toBe(0)
    const table = page.getByRole('table', { name: 'Addresses and networks let in' })
    await table.getByRole('cell', { name: '10.40.0.0/16', exact: true }).waitFor()
    await table.getByRole('cell', { name: '65,536 addresses', exact: true }).waitFor()
    expectNoProblems(page)
  })

  it('finds a port whose link is down in the ports list and opens it', async () => {
    const page = await browser.open('/system/silos')
    await page
      .getByRole('navigation', { name: 'System navigation' })
      .getByRole('link', { name: 'Switches' })
      .click()
    await page.waitForURL('**/system/networking/switches')
    await page
      .getByRole('table', { name: 'Switches' })
      .getByRole('cell', { name: 'BRM44220011', exact: true })
      .waitFor()
    await page.getByRole('tab', { name: 'Ports' }).click()
    await page.waitForURL('**/system/networking/ports')
    const row = rowWithLink(page, 'switch1/qsfp1')
    await row.getByText('down', { exact: true }).waitFor()
    await row.getByText('lab-tor-uplink').waitFor()
    await row.getByText('None heard').waitFor()
    await expectAccessible(page)

    await row.getByRole('link', { name: 'switch1/qsfp1' }).click()
    await page.waitForURL('**/system/networking/ports/*/switch1/qsfp1')
    await page.getByRole('heading', { name: 'Port switch1/qsfp1', level: 1 }).waitFor()
    await eventually(() => propertyValue(page, 'Link').textContent()).toBe('down')
    await page
      .getByText(
        'None heard: nothing is plugged into the port, or the device at the other end does not speak LLDP.',
      )
      .waitFor()
    await expectAccessible(page)
    expectNoProblems(page)
  })
})
