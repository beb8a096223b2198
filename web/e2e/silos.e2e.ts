import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  choose,
  eventually,
  expectAccessible,
  expectAccessibleSettled,
  expectNoProblems,
  setupBrowser,
} from './browser'
import { descriptionOf, focusedText, isFocused, rowWithLink, tabTo } from './page-kit'

const browser = setupBrowser()

const fixture = (name: string) => resolve(import.meta.dirname, 'fixtures', name)

/** The badge that marks a silo's default pool, in a row of its pools. */
const defaultBadge = (page: Page, pool: string) =>
  rowWithLink(page, pool).locator('[data-color]', { hasText: /^default$/ })

async function openTab(page: Page, tab: string, path: string) {
  await page.getByRole('tablist', { name: 'Silo sections' }).getByRole('tab', { name: tab }).click()
  await page.waitForURL(`**${path}`)
}

describe('silos', () => {
  it('creates a silo with quotas and a certificate, refusing an expired one first, then shows its tabs', async () => {
    const page = await browser.open('/system/silos')
    await rowWithLink(page, 'research').waitFor()

    await page.getByRole('link', { name: 'New silo' }).first().click()
    await page.getByRole('heading', { name: 'Create silo', level: 1 }).waitFor()
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('partners')
    await page.getByRole('textbox', { name: 'Admin group name' }).fill('partner-admins')
    await choose(
      page
        .getByRole('radiogroup', { name: 'Fleet role of silo admins' })
        .getByRole('radio', { name: 'Fleet viewer' }),
    )
    await page.getByRole('textbox', { name: 'CPU quota' }).fill('64')
    await page.getByRole('textbox', { name: 'Memory quota' }).fill('256')
    await page.getByRole('textbox', { name: 'Storage quota' }).fill('2.5')
    // the fleet's memory and storage capacity beside their fields, both written as sizes are
    await eventually(() => page.getByText(/Fleet capacity: [\d,.]+ TiB/).count()).toBe(2)
    await page.getByRole('textbox', { name: 'Certificate name' }).fill('partners-tls')
    await page.getByLabel('Certificate', { exact: true }).setInputFiles(fixture('silo-expired.crt.pem'))
    await page.getByLabel('Private key', { exact: true }).setInputFiles(fixture('silo.key.pem'))
    await choose(page.getByRole('checkbox', { name: /lab-pool/ }))
    await choose(
      page.getByRole('radiogroup', { name: 'Default pool' }).getByRole('radio', { name: 'lab-pool' }),
    )
    await page.getByRole('button', { name: 'Create silo' }).click()
    // flagged before anything is sent
    await page.getByText('Some fields need attention; they are marked above.').waitFor()
    await page
      .getByText(/^The certificate expired on Jan 1, 2024$/)
      .first()
      .waitFor()
    await expectAccessible(page)

    await page.getByLabel('Certificate', { exact: true }).setInputFiles(fixture('silo.crt.pem'))
    await page.getByText(/For \*\.partners\.sys\.rack\.example\.com, valid until Jan 1, 2036/).waitFor()
    await eventually(() => page.getByText(/^The certificate expired on/).count()).toBe(0)
    await page.getByRole('button', { name: 'Create silo' }).click()

    await page.waitForURL('**/system/silos/partners/idps')
    await page.getByRole('heading', { name: 'partners', level: 1 }).waitFor()
    await page.getByText('Silo partners created').waitFor()
    await page.getByRole('link', { name: 'New provider' }).first().waitFor()
    await expectAccessibleSettled(page)

    await openTab(page, 'IP pools', '/system/silos/partners/ip-pools')
    await defaultBadge(page, 'lab-pool').waitFor()

    await openTab(page, 'Quotas', '/system/silos/partners/quotas')
    const quotas = page.getByRole('table', { name: 'Quotas' })
    await quotas.getByRole('cell', { name: '256 GiB' }).waitFor()
    await quotas.getByRole('cell', { name: '2.5 TiB' }).waitFor()
    await page.getByRole('button', { name: 'Edit quotas' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit quotas' })
    await edit.waitFor()
    await eventually(() => edit.getByRole('textbox', { name: 'Storage quota' }).inputValue()).toBe('2.5')
    await expectAccessible(page)
    await edit.getByRole('textbox', { name: 'Storage quota' }).fill('4')
    await edit.getByRole('button', { name: 'Save quotas' }).click()
    await quotas.getByRole('cell', { name: '4 TiB' }).waitFor()

    await openTab(page, 'Fleet roles', '/system/silos/partners/fleet-roles')
    await page.getByText('Silo admins of partners are also fleet viewers.').waitFor()
    expectNoProblems(page)
  }, 120_000)

  it('creates an identity provider from an uploaded metadata file and shows its details', async () => {
    const page = await browser.open('/system/silos/research/idps')
    await rowWithLink(page, 'okta').waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'New provider' }).click()
    const form = page.getByRole('dialog', { name: 'Create identity provider' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('entra')
    await eventually(() => form.getByRole('textbox', { name: 'ACS URL' }).inputValue()).toMatch(
      /\/login\/research\/saml\/entra$/,
    )
    await form.getByRole('textbox', { name: 'Technical contact email' }).fill('it-ops@research.example.com')
    await form.getByRole('textbox', { name: 'SP client ID' }).fill('oxide-research')
    await form.getByRole('textbox', { name: 'SLO URL' }).fill('https://research.example.com/logout')
    await form.getByRole('textbox', { name: 'Metadata URL' }).fill('https://idp.example.com/metadata')
    await choose(form.getByRole('radio', { name: 'XML file' }))
    await form.getByLabel('Metadata file').setInputFiles(fixture('idp-metadata.xml'))
    await eventually(() => form.getByRole('textbox', { name: 'Entity ID' }).inputValue()).toBe(
      'https://idp.partners.example.com/saml/metadata',
    )
    // the URL typed before is still there after a look back
    await choose(form.getByRole('radio', { name: 'URL', exact: true }))
    await eventually(() => form.getByRole('textbox', { name: 'Metadata URL' }).inputValue()).toBe(
      'https://idp.example.com/metadata',
    )
    await choose(form.getByRole('radio', { name: 'XML file' }))
    await form.getByText('idp-metadata.xml').waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Create provider' }).click()

    await page.getByText('Identity provider entra created').waitFor()
    await form.waitFor({ state: 'detached' })
    await rowWithLink(page, 'entra').getByRole('link', { name: 'entra' }).click()
    const details = page.getByRole('dialog', { name: 'Identity provider entra' })
    await details.waitFor()
    await details.getByText('https://idp.partners.example.com/saml/metadata').waitFor()
    await expectAccessibleSettled(page)
    expectNoProblems(page)
  }, 60_000)

  it('asks before making a SCIM token, shows it once and copies it, all by keyboard', async () => {
    const page = await browser.open('/system/silos/research/idps')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('table', { name: 'SCIM tokens' }).waitFor()
    await page.getByRole('button', { name: 'Create token' }).focus()
    await page.keyboard.press('Enter')
    // asked first, as the secret shows only once
    const confirm = page.getByRole('dialog', { name: 'Create SCIM token' })
    await confirm.getByText(/Its secret is shown once/).waitFor()
    await tabTo(page, confirm.getByRole('button', { name: 'Create token' }), { max: 4 })
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'SCIM token created' })
    await dialog.waitFor()
    const secret = await dialog.getByRole('textbox', { name: 'Bearer token' }).inputValue()
    expect(secret).toMatch(/^oxide-scim-[0-9a-f]{32}$/)
    await expectAccessible(page)
    // from the token, the next stop is its copy button
    await dialog.getByRole('textbox', { name: 'Bearer token' }).focus()
    await page.keyboard.press('Tab')
    await eventually(() => isFocused(dialog.getByRole('button', { name: 'Copy token' }))).toBe(true)
    await page.keyboard.press('Enter')
    await dialog.getByRole('status').getByText('Copied').waitFor()
    await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // focus goes back to where the dialog was opened from
    await eventually(() => focusedText(page)).toBe('Create token')
    const rows = page.getByRole('table', { name: 'SCIM tokens' }).getByRole('row')
    await eventually(() => rows.count()).toBe(4)
    await eventually(() => page.getByText(secret).count()).toBe(0)
    await expectAccessibleSettled(page)
    expectNoProblems(page)
  }, 60_000)

  it('links a pool by keyboard, making it the default, and says which pool was the default before', async () => {
    const page = await browser.open('/system/silos/research/ip-pools')
    await defaultBadge(page, 'default').waitFor()
    await page.getByRole('button', { name: 'Link pool' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Link pool' })
    await eventually(() => isFocused(dialog.getByRole('combobox', { name: 'IP pool' }))).toBe(true)
    await page.keyboard.type('lab')
    await page.getByRole('option', { name: /lab-pool/ }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await eventually(() => dialog.getByRole('combobox', { name: 'IP pool' }).inputValue()).toBe('lab-pool')
    await dialog
      .getByText('Pool default is the default now; it stays linked but will no longer be the default.')
      .waitFor()
    await expectAccessible(page)
    // from the picker to the checkbox, then to the buttons
    await page.keyboard.press('Tab')
    const makeDefault = dialog.getByRole('checkbox', { name: /^Make it the default pool of the silo/ })
    await eventually(() => isFocused(makeDefault)).toBe(true)
    await page.keyboard.press('Space')
    await eventually(() => makeDefault.isChecked()).toBe(true)
    // past the request the dialog will send, to its buttons
    await page.keyboard.press('Tab')
    await eventually(() => focusedText(page)).toBe('Show request')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await eventually(() => focusedText(page)).toBe('Link pool')
    await page.keyboard.press('Enter')
    await page.getByText('Pool lab-pool linked to silo research as its default').waitFor()
    await defaultBadge(page, 'lab-pool').waitFor()
    await eventually(() => defaultBadge(page, 'default').count()).toBe(0)
    await expectAccessibleSettled(page)

    // and back: the confirmation names the pool that is the default now
    await page.getByRole('button', { name: 'Actions for default' }).click()
    await page.getByRole('menuitem', { name: 'Make default' }).click()
    const confirm = page.getByRole('dialog', { name: 'Make default pool' })
    await confirm
      .getByText(
        'Make pool default the default pool of silo research? Pool lab-pool is the default now; it stays linked but will no longer be the default.',
      )
      .waitFor()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'detached' })
    expectNoProblems(page)
  }, 60_000)

  it("offers a fleet viewer no quota change, saying why, and refuses one asked for through the form's address", async () => {
    const page = await browser.openAs('grace', '/system/silos/research/quotas')
    const editButton = page.getByRole('button', { name: 'Edit quotas' })
    await eventually(() => editButton.getAttribute('aria-disabled')).toBe('true')
    await eventually(() => descriptionOf(editButton)).toBe('Needs the admin role on the fleet')
    // the form's own address still opens it: the API is the judge
    await page.goto('/system/silos/research/quotas?form=edit')
    const edit = page.getByRole('dialog', { name: 'Edit quotas' })
    await edit.getByRole('textbox', { name: 'CPU quota' }).fill('200')
    await edit.getByRole('button', { name: 'Save quotas' }).click()
    await edit.getByText('Action not authorized').waitFor()
    await expectAccessible(page)
    expectNoProblems(page)
  }, 60_000)
})
