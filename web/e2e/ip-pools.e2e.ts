import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import {
  eventually,
  expectAccessible,
  expectAccessibleSettled,
  expectNoProblems,
  setupBrowser,
} from './browser'
import { descriptionOf, focusedText, isFocused, rowAction, rowWithLink } from './page-kit'

const browser = setupBrowser()

/** A row of a ranges table, by its first address. */
const rangeRow = (page: Page, first: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: first, exact: true }) })

describe('IP pools', () => {
  it('creates a pool, adds a range (a reversed one refused), links a silo and makes it its default, then removes the range and deletes the pool', async () => {
    const page = await browser.open('/system/networking/ip-pools')
    await page.getByRole('heading', { name: 'IP pools', level: 1 }).waitFor()
    await rowWithLink(page, 'default')
      .getByText(/ of 480$/)
      .waitFor()
    await rowWithLink(page, 'multicast-v6').getByText('18.45E18 of 18.45E18').waitFor()
    await page
      .getByRole('navigation', { name: 'System navigation' })
      .getByRole('link', { name: 'IP pools' })
      .waitFor()

    // create
    await page.getByRole('link', { name: 'New IP pool' }).click()
    const create = page.getByRole('dialog', { name: 'Create IP pool' })
    await create.waitFor()
    await create.getByRole('textbox', { name: 'Name' }).fill('staging')
    await create.getByRole('textbox', { name: 'Description' }).fill('Addresses for the staging silo')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Create IP pool' }).click()
    await page.getByText('IP pool staging created').waitFor()
    await page.waitForURL('**/system/networking/ip-pools/staging/ranges')
    await page.getByRole('heading', { name: 'staging', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'No ranges' }).waitFor()
    await page.getByText('The pool has no addresses yet: add a range to give it some.').waitFor()
    await expectAccessibleSettled(page)

    // add a range: backwards first, which is refused before anything is sent
    await page.getByRole('link', { name: 'Add range' }).first().click()
    const add = page.getByRole('dialog', { name: 'Add IP range' })
    await add.waitFor()
    await page.waitForURL('**/system/networking/ip-pools/staging/ranges-add')
    const first = add.getByRole('textbox', { name: 'First address' })
    const last = add.getByRole('textbox', { name: 'Last address' })
    await first.fill('10.85.5.20')
    await last.fill('10.85.5.9')
    await page.getByRole('button', { name: 'Add range' }).click()
    await add.getByText('The last address must not be before the first').waitFor()
    await eventually(() => last.getAttribute('aria-invalid')).toBe('true')
    await expectAccessible(page)
    await first.fill('10.85.5.0')
    await last.fill('10.85.5.63')
    await page.getByRole('button', { name: 'Add range' }).click()
    await page.getByText('Range 10.85.5.0–10.85.5.63 added to staging').waitFor()
    await page.waitForURL('**/system/networking/ip-pools/staging/ranges')
    await rangeRow(page, '10.85.5.0').getByRole('cell', { name: '64', exact: true }).waitFor()
    await eventually(() =>
      page.getByRole('meter', { name: 'Addresses allocated' }).getAttribute('aria-valuetext'),
    ).toBe('0 of 64 addresses allocated')
    await expectAccessibleSettled(page)

    // link research, by keyboard: the picker has the focus and filters as it is typed
    await page.getByRole('tab', { name: 'Linked silos' }).click()
    await page.waitForURL('**/system/networking/ip-pools/staging/silos')
    await page.getByRole('heading', { name: 'No linked silos' }).waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Link silo' }).first().focus()
    await page.keyboard.press('Enter')
    const link = page.getByRole('dialog', { name: 'Link silo' })
    await eventually(() => isFocused(link.getByRole('combobox', { name: 'Silo' }))).toBe(true)
    await page.keyboard.type('rese')
    await page.getByRole('option', { name: /research/ }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await eventually(() => link.getByRole('combobox', { name: 'Silo' }).inputValue()).toBe('research')
    await expectAccessible(page)
    await link.getByRole('button', { name: 'Link silo' }).focus()
    await eventually(() => focusedText(page)).toBe('Link silo')
    await page.keyboard.press('Enter')
    await page.getByText('Pool staging linked to silo research').waitFor()
    await link.waitFor({ state: 'detached' })
    await rowWithLink(page, 'research').getByText('No', { exact: true }).waitFor()

    // make it research's default, after a confirmation naming the default it replaces
    await rowAction(page, 'research', 'Make default')
    const makeDefault = page.getByRole('dialog', { name: 'Make default' })
    await makeDefault
      .getByText('Its default now is default, which stays linked to it but will no longer be its default.', {
        exact: false,
      })
      .waitFor()
    await expectAccessibleSettled(page)
    await makeDefault.getByRole('button', { name: 'Make default' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('staging is now the default IP pool of research').waitFor()
    await rowWithLink(page, 'research').getByText('Default', { exact: true }).waitFor()

    // delete waits for the ranges to go, and says so
    await page.getByRole('button', { name: 'More actions for staging' }).click()
    let menu = page.getByRole('menu')
    await menu
      .getByText('An IP pool cannot be deleted while it contains IP ranges; remove them first')
      .waitFor()
    await eventually(() =>
      menu.getByRole('menuitem', { name: /^Delete/ }).getAttribute('aria-disabled'),
    ).toBe('true')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })

    // remove the range, after asking
    await page.getByRole('tab', { name: 'Ranges' }).click()
    await rangeRow(page, '10.85.5.0').waitFor()
    await rowAction(page, '10.85.5.0–10.85.5.63', 'Remove')
    const remove = page.getByRole('dialog', { name: 'Remove range' })
    await remove
      .getByText('Remove range 10.85.5.0–10.85.5.63 from IP pool staging?', { exact: false })
      .waitFor()
    await expectAccessibleSettled(page)
    await remove.getByRole('button', { name: 'Remove' }).click()
    await page.getByText('Range 10.85.5.0–10.85.5.63 removed').waitFor()
    await page.getByRole('heading', { name: 'No ranges' }).waitFor()

    // and delete the pool, still linked: its link goes with it
    await page.getByRole('button', { name: 'More actions for staging' }).click()
    menu = page.getByRole('menu')
    await eventually(() => menu.getByRole('menuitem', { name: 'Delete' }).getAttribute('aria-disabled')).toBe(
      null,
    )
    await menu.getByRole('menuitem', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete IP pool' })
    await confirm.getByText('Are you sure you want to delete IP pool staging?', { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('IP pool staging deleted').waitFor()
    await page.waitForURL('**/system/networking/ip-pools')
    await rowWithLink(page, 'default').waitFor()
    await eventually(() => rowWithLink(page, 'staging').count()).toBe(0)
    expectNoProblems(page)
  }, 120_000)

  it('shows the counts of a pool of almost 2^64 addresses to the last one, and edits a pool', async () => {
    const page = await browser.open('/system/networking/ip-pools/multicast-v6')
    await page.waitForURL('**/system/networking/ip-pools/multicast-v6/ranges')
    await page.getByRole('heading', { name: 'multicast-v6', level: 1 }).waitFor()
    await page.getByText('18,446,744,073,709,551,615', { exact: true }).waitFor()
    await rangeRow(page, 'ff0e::1').getByRole('cell', { name: '18.45E18' }).waitFor()

    await page.getByRole('link', { name: 'Edit' }).click()
    const form = page.getByRole('dialog', { name: 'Edit IP pool' })
    await form.waitFor()
    await page.waitForURL('**/system/networking/ip-pools/multicast-v6/edit')
    await form.getByRole('textbox', { name: 'Description' }).fill('Site-wide IPv6 multicast groups (ASM)')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('IP pool multicast-v6 updated').waitFor()
    await page.getByText('Site-wide IPv6 multicast groups (ASM)').waitFor()
    expectNoProblems(page)
  })

  it("offers a fleet viewer no writes, saying why, and refuses one asked for through a form's address", async () => {
    // grace is a fleet viewer through the group sre, not a fleet admin
    const page = await browser.openAs('grace', '/system/networking/ip-pools/lab-pool/ranges')
    await rangeRow(page, '10.85.2.0').waitFor()
    const addButton = page.getByRole('button', { name: 'Add range' })
    await eventually(() => addButton.first().getAttribute('aria-disabled')).toBe('true')
    await eventually(() => descriptionOf(addButton.first())).toBe('Needs the admin role on the fleet')
    await page.getByRole('button', { name: /^Actions for 10\.85\.2\.0/ }).click()
    const remove = page.getByRole('menuitem', { name: /^Remove/ })
    await eventually(() => remove.getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.press('Escape')

    // the form's own address still opens it: the API is the judge
    await page.goto('/system/networking/ip-pools/lab-pool/ranges-add')
    const add = page.getByRole('dialog', { name: 'Add IP range' })
    await add.waitFor()
    await add.getByRole('textbox', { name: 'First address' }).fill('10.85.2.64')
    await add.getByRole('textbox', { name: 'Last address' }).fill('10.85.2.127')
    await add.getByRole('button', { name: 'Add range' }).click()
    await add.getByText('Action not authorized').waitFor()
    await eventually(() => add.getByRole('textbox', { name: 'First address' }).inputValue()).toBe(
      '10.85.2.64',
    )
    await expectAccessibleSettled(page)
    expectNoProblems(page)
  })

  it('shows Page not found to someone who is not a fleet viewer, inside the signed-in shell', async () => {
    const page = await browser.openAs('guest', '/system/networking/ip-pools')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await eventually(() => page.getByRole('table').count()).toBe(0)
    await expectAccessible(page)
    expectNoProblems(page)
  })
})
