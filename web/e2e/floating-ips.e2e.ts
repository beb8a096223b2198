import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import {
  eventually,
  expectAccessible,
  expectAccessibleSettled,
  expectNoProblems,
  setupBrowser,
} from './browser'
import { rowWithLink } from './page-kit'

const browser = setupBrowser()

async function openRowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click()
  const menu = page.getByRole('menu')
  await menu.waitFor()
  return menu
}

describe('floating IPs', () => {
  it('creates an address in a pool, attaches it to an instance, detaches it and deletes it', async () => {
    const page = await browser.open('/projects/web-frontend/floating-ips')
    await page.getByRole('heading', { name: 'Floating IPs', level: 1 }).waitFor()
    await rowWithLink(page, 'www').waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'New floating IP' }).click()
    const form = page.getByRole('dialog', { name: 'Create floating IP' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name' }).fill('Partner Feed')
    await eventually(() => form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('partner-feed')
    await eventually(() => form.getByRole('combobox', { name: 'IP pool' }).inputValue()).toBe('default')
    // the pool's ranges are shown, and an address outside them is refused before anything is sent
    await form.getByText(/Pool default holds 10\.85\.0\.32–10\.85\.0\.255/).waitFor()
    const address = form.getByRole('textbox', { name: 'IP address' })
    await address.fill('10.85.0.999')
    await page.getByRole('button', { name: 'Create floating IP' }).click()
    await form.getByText('Not a valid IP address').waitFor()
    await address.fill('10.85.2.10')
    await page.getByRole('button', { name: 'Create floating IP' }).click()
    await form.getByText('Not an address of pool default').waitFor()
    await expectAccessible(page)
    await address.fill('10.85.1.77')
    await page.getByRole('button', { name: 'Create floating IP' }).click()
    await page.getByText('Floating IP partner-feed created').waitFor()
    await page.waitForURL('**/projects/web-frontend/floating-ips')
    await rowWithLink(page, 'partner-feed').getByText('10.85.1.77').waitFor()

    // attach, from the keyboard: the picker filters as it is typed
    let menu = await openRowMenu(page, 'partner-feed')
    await menu.getByRole('menuitem', { name: 'Attach to instance' }).click()
    const dialog = page.getByRole('dialog', { name: 'Attach floating IP' })
    await dialog.waitFor()
    await dialog.getByText('The instance you choose will be reachable at 10.85.1.77.').waitFor()
    await dialog.getByRole('combobox', { name: 'Instance' }).click()
    await page.keyboard.type('web-3')
    await page.getByRole('option', { name: /web-3/ }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await dialog.getByText('web-3 will be reachable at 10.85.1.77.').waitFor()
    await expectAccessibleSettled(page)
    await dialog.getByRole('button', { name: 'Attach' }).click()
    await page.getByText('Floating IP partner-feed attached to web-3').waitFor()
    await rowWithLink(page, 'partner-feed').getByRole('link', { name: 'web-3' }).waitFor()

    // an attached address cannot be deleted, and the menu says why
    menu = await openRowMenu(page, 'partner-feed')
    await menu
      .getByText('A floating IP cannot be deleted while it is attached; detach it from web-3 first')
      .waitFor()
    await eventually(() =>
      menu.getByRole('menuitem', { name: /^Delete/ }).getAttribute('aria-disabled'),
    ).toBe('true')
    await menu.getByRole('menuitem', { name: 'Detach' }).click()
    const detach = page.getByRole('dialog', { name: 'Detach floating IP' })
    await detach
      .getByText('Detach floating IP partner-feed (10.85.1.77) from instance web-3?', { exact: false })
      .waitFor()
    await expectAccessibleSettled(page)
    await detach.getByRole('button', { name: 'Detach' }).click()
    await page.getByText('Floating IP partner-feed detached from web-3').waitFor()
    await rowWithLink(page, 'partner-feed').getByText('Not attached').waitFor()

    menu = await openRowMenu(page, 'partner-feed')
    await menu.getByRole('menuitem', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete floating IP' })
    await confirm
      .getByText('Are you sure you want to delete floating IP partner-feed?', { exact: false })
      .waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Floating IP partner-feed deleted').waitFor()
    await rowWithLink(page, 'partner-feed').waitFor({ state: 'detached' })
    expectNoProblems(page)
  }, 60_000)

  it('explains an empty list', async () => {
    const page = await browser.open('/projects/sandbox/floating-ips')
    await page.getByRole('heading', { name: 'No floating IPs' }).waitFor()
    await expectAccessible(page)
    expectNoProblems(page)
  })
})
