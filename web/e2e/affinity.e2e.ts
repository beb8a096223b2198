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
    const page = await browser.open('/projects/web-frontend/affinity')
    await page.getByRole('heading', { name: 'Affinity', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'web-spread', exact: true }).waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'New group' }).click()
    const form = page.getByRole('dialog', { name: 'Create group' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name' }).fill('db-spread')
    // the policy from the keyboard: arrows move the choice within the group
    await form.getByRole('radio', { name: /^Allow/ }).focus()
    await page.keyboard.press('ArrowDown')
    await eventually(() => form.getByRole('radio', { name: /^Fail/ }).isChecked()).toBe(true)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Create group' }).click()
    await page.getByText('Anti-affinity group db-spread created').waitFor()
    await page.waitForURL('**/projects/web-frontend/affinity/db-spread')
    await page.getByRole('heading', { name: 'db-spread', level: 1 }).waitFor()
    await members(page).getByText('No instances in this group yet.').waitFor()
    await expectAccessibleSettled(page)

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
    await page.getByText('web-3 added to db-spread').waitFor()
    await memberRow(page, 'web-3').getByText('stopped').waitFor()
    await page.getByText('1 of at most 32').waitFor()

    // and out again, after a confirmation naming both
    await memberRow(page, 'web-3').getByRole('button', { name: 'Actions for web-3' }).click()
    await page.getByRole('menuitem', { name: 'Remove from group' }).click()
    const confirm = page.getByRole('dialog', { name: 'Remove from group' })
    await confirm
      .getByText('Remove instance web-3 from anti-affinity group db-spread?', { exact: false })
      .waitFor()
    await expectAccessibleSettled(page)
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await page.getByText('web-3 removed from db-spread').waitFor()
    await members(page).getByText('No instances in this group yet.').waitFor()
    expectNoProblems(page)
  }, 60_000)

  it("edits an affinity group's name and shows the policy it cannot change", async () => {
    const page = await browser.open('/projects/web-frontend/affinity-groups/cache-pair')
    await page.getByRole('heading', { name: 'cache-pair', level: 1 }).waitFor()
    await memberRow(page, 'web-3').waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'Edit' }).click()
    const form = page.getByRole('dialog', { name: 'Edit affinity group' })
    await form.waitFor()
    await form.getByText('Best effort: when the rule cannot be met, the instance starts anyway.').waitFor()
    await expectAccessible(page)
    await form.getByRole('textbox', { name: 'Name' }).fill('cache-near')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Affinity group cache-near updated').waitFor()
    await page.waitForURL('**/projects/web-frontend/affinity-groups/cache-near')
    await page.getByRole('heading', { name: 'cache-near', level: 1 }).waitFor()
    expectNoProblems(page)
  })

  it('deletes a group from the list after a confirmation naming it', async () => {
    const page = await browser.open('/projects/data-pipeline/affinity')
    await page.getByRole('link', { name: 'etl-colocate', exact: true }).waitFor()
    await page.getByRole('button', { name: 'Actions for affinity group etl-colocate' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete affinity group' })
    await confirm
      .getByText('Are you sure you want to delete affinity group etl-colocate?', { exact: false })
      .waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Affinity group etl-colocate deleted').waitFor()
    await page.getByRole('heading', { name: 'No affinity groups' }).waitFor()
    await expectAccessibleSettled(page)
    expectNoProblems(page)
  })
})
