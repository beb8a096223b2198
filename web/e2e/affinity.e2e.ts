import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import {
  eventually,
  expectAccessible,
  expectAccessibleSettled,
  expectNoProblems,
  setupBrowser,
} from './browser'

const browser = setupBrowser()

const members = (page: Page) => page.getByRole('table', { name: 'Members' })
const memberRow = (page: Page, name: string) =>
  members(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })

describe('affinity', () => {
  it('creates an anti-affinity group, adds a stopped instance, refuses a running one with the reason', async () => {
    const page = await browser.open('/projects/web-frontend/affinity-new')
    const form = page.getByRole('dialog', { name: 'Create group' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name' }).fill('db-spread')
    // the policy from the keyboard: arrows move the choice within the group
    await form.getByRole('radio', { name: /^Allow/ }).focus()
    await page.keyboard.press('ArrowDown')
    await eventually(() => form.getByRole('radio', { name: /^Fail/ }).isChecked()).toBe(true)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Create group' }).click()
    await page.waitForURL('**/projects/web-frontend/affinity/db-spread')
    await members(page).getByText('No instances in this group yet.').waitFor()

    // web-1 runs, so it cannot join; web-3 is stopped and can
    await page.getByRole('button', { name: 'Add instance' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add to anti-affinity group' })
    await dialog.waitFor()
    await dialog.getByRole('combobox', { name: 'Instance' }).click()
    const running = page.getByRole('option', { name: /web-1/ })
    await running.getByText('Only a stopped instance can be added to a group').waitFor()
    await eventually(() => running.getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.type('web-3')
    await page.getByRole('option', { name: /web-3/ }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await eventually(() => dialog.getByRole('combobox', { name: 'Instance' }).inputValue()).toBe('web-3')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Add instance' }).click()
    await memberRow(page, 'web-3').getByText('stopped').waitFor()

    // and out again, after a confirmation naming both
    await memberRow(page, 'web-3').getByRole('button', { name: 'Actions for web-3' }).click()
    await page.getByRole('menuitem', { name: 'Remove from group' }).click()
    const confirm = page.getByRole('dialog', { name: 'Remove from group' })
    await confirm
      .getByText('Remove instance web-3 from anti-affinity group db-spread?', { exact: false })
      .waitFor()
    await expectAccessibleSettled(page)
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await members(page).getByText('No instances in this group yet.').waitFor()
    expectNoProblems(page)
  }, 60_000)

  it('explains an empty list', async () => {
    const page = await browser.open('/projects/sandbox/affinity')
    await page.getByRole('heading', { name: 'No affinity groups' }).waitFor()
    await expectAccessible(page)
    expectNoProblems(page)
  })
})
