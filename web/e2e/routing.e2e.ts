import { describe, expect, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { pickFromComboBox, rowAction, rowWithCell } from './page-kit'

const browser = setupBrowser()

describe('rack routing', () => {
  it('creates a BGP configuration, then deletes it', async () => {
    const page = await browser.open('/system/networking/routing')
    const tabs = page.getByRole('tablist', { name: 'Routing sections' })
    await eventually(() =>
      tabs.getByRole('tab', { name: 'BGP configurations' }).getAttribute('aria-selected'),
    ).toBe('true')
    const table = page.getByRole('table', { name: 'BGP configurations' })
    await rowWithCell(page, 'as65002').waitFor()

    await page.getByRole('link', { name: 'New BGP configuration' }).click()
    const form = page.getByRole('dialog', { name: 'Create BGP configuration' })
    await form.getByRole('textbox', { name: 'Name' }).fill('edge')
    const asn = form.getByRole('textbox', { name: 'ASN' })
    // AS_TRANS is refused with the reason, before anything is sent
    await asn.fill('23456')
    await form.getByRole('button', { name: 'Create BGP configuration' }).click()
    await form.getByText(/^ASN 23456 is AS_TRANS/).waitFor()
    await asn.fill('4200000010')
    await form.getByText(/^A private-use ASN/).waitFor()
    await pickFromComboBox(
      page,
      form.getByRole('combobox', { name: 'Announce set' }),
      'as65',
      'as65002-announce',
    )
    await expectAccessible(page)
    await form.getByRole('button', { name: 'Create BGP configuration' }).click()
    await page.getByText('BGP configuration edge created').waitFor()
    await eventually(() => form.count()).toBe(0)
    const row = rowWithCell(page, 'edge')
    await row.getByText('4200000010').waitFor()

    await rowAction(page, 'edge', 'Delete')
    const confirm = page.getByRole('dialog', { name: 'Delete BGP configuration' })
    await confirm
      .getByText('Are you sure you want to delete BGP configuration edge?', { exact: false })
      .waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('BGP configuration edge deleted').waitFor()
    await eventually(() => table.getByRole('cell', { name: 'edge', exact: true }).count()).toBe(0)
    expect(await rowWithCell(page, 'as65002').count()).toBe(1)
    expectNoProblems(page)
  })

  it("shows the peer that is down, and why, in the peers' and the message history's words", async () => {
    const page = await browser.open('/system/networking/routing/peers')
    await page
      .getByText('2 of 3 sessions established. Not established: 172.20.15.253 on switch1 (active).')
      .waitFor()
    await expectAccessible(page)
    await rowAction(page, '172.20.15.253 on switch1', 'Message history')
    const history = page.getByRole('table', { name: 'Messages with 172.20.15.253 on switch1' })
    await history.getByRole('cell', { name: 'Cease: administrative shutdown' }).waitFor()
    expectNoProblems(page)
  })
})
