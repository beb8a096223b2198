import type { Locator } from 'playwright-core'
import { describe, it } from 'vitest'
import {
  choose,
  eventually,
  expectAccessible,
  expectAccessibleSettled,
  expectNoProblems,
  setupBrowser,
} from './browser'
import { descriptionOf, focusedText, focusWithin, isFocused, rowAction, rowWithCell } from './page-kit'

const browser = setupBrowser()

type Box = { x: number; y: number; width: number; height: number }

describe('project access', () => {
  it('lets an admin add a group as collaborator, change it to viewer and remove it, by keyboard', async () => {
    // the project's sidebar leads to its access page, and marks it as the page the user is on
    const page = await browser.open('/projects/web-frontend/instances')
    const sidebar = page.getByRole('navigation', { name: 'Project web-frontend navigation' })
    await sidebar.getByRole('link', { name: 'Access', exact: true }).click()
    await page.waitForURL('**/projects/web-frontend/access')
    await page.getByRole('heading', { name: 'Project access', level: 1 }).waitFor()
    await eventually(() =>
      sidebar.getByRole('link', { name: 'Access', exact: true }).getAttribute('aria-current'),
    ).toBe('page')
    await rowWithCell(page, 'Grace Hopper').getByText('project.admin').waitFor()

    // add: the picker has the focus and filters as it is typed
    await page.getByRole('button', { name: 'Add user or group' }).focus()
    await page.keyboard.press('Enter')
    const form = page.getByRole('dialog', { name: 'Add user or group' })
    await eventually(() => isFocused(form.getByRole('combobox', { name: 'User or group' }))).toBe(true)
    await page.keyboard.type('sre')
    await page.getByRole('option', { name: /sre/ }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await eventually(() => form.getByRole('combobox', { name: 'User or group' }).inputValue()).toBe('sre')
    await expectAccessible(page)
    // the role choice: Viewer is chosen at first, Collaborator two above it
    await page.keyboard.press('Tab')
    await eventually(() =>
      form.getByRole('radio', { name: /^Viewer/ }).evaluate((r) => r === document.activeElement),
    ).toBe(true)
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await eventually(() => form.getByRole('radio', { name: /^Collaborator/ }).isChecked()).toBe(true)
    // past the request the form will send, to its buttons
    await page.keyboard.press('Tab')
    await eventually(() => focusedText(page)).toBe('Show request')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await eventually(() => focusedText(page)).toBe('Assign role')
    await page.keyboard.press('Enter')
    await page.getByText('Group sre added to project web-frontend as collaborator').waitFor()
    await form.waitFor({ state: 'detached' })
    await rowWithCell(page, 'sre').getByText('project.collaborator').waitFor()

    // change, in the same form, prefilled
    await rowAction(page, 'sre', 'Change role')
    const change = page.getByRole('dialog', { name: 'Change role' })
    await change.waitFor()
    await eventually(() => change.getByRole('radio', { name: /^Collaborator/ }).isChecked()).toBe(true)
    await change.getByRole('radio', { name: /^Collaborator/ }).focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await eventually(() => change.getByRole('radio', { name: /^Viewer/ }).isChecked()).toBe(true)
    await expectAccessibleSettled(page)
    await page.getByRole('button', { name: 'Update role' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('Role of group sre on project web-frontend changed to viewer').waitFor()
    await rowWithCell(page, 'sre').getByText('project.viewer').waitFor()

    // remove, after a confirmation that names the group and its role
    await rowAction(page, 'sre', 'Remove')
    const confirm = page.getByRole('dialog', { name: 'Remove role' })
    await confirm
      .getByText('Remove the viewer role of group sre on project web-frontend?', { exact: false })
      .waitFor()
    await expectAccessibleSettled(page)
    await confirm.getByRole('button', { name: 'Remove' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('Group sre removed from project web-frontend').waitFor()
    await rowWithCell(page, 'sre').waitFor({ state: 'detached' })
    await rowWithCell(page, 'Grace Hopper').getByText('project.admin').waitFor()
    expectNoProblems(page)
  }, 90_000)

  it("gives the focus back to a row's actions button each time a dialog from its menu closes", async () => {
    const page = await browser.open('/projects/web-frontend/access')
    await page.getByRole('heading', { name: 'Project access', level: 1 }).waitFor()
    const actions = page.getByRole('button', { name: 'Actions for Grace Hopper' })
    // the dialog's code, the closing navigation and the page behind shown again take turns that vary from one
    // time to the next: the focus comes back every time
    for (let i = 0; i < 6; i++) {
      await rowAction(page, 'Grace Hopper', 'Change role')
      const change = page.getByRole('dialog', { name: 'Change role' })
      await eventually(() => focusWithin(change)).toBe(true)
      await page.keyboard.press('Escape')
      await change.waitFor({ state: 'detached' })
      await eventually(() => isFocused(actions)).toBe(true)
    }
    expectNoProblems(page)
  })

  it('shows why a role applies on hover, and Escape hides it without moving the pointer', async () => {
    const page = await browser.open('/projects/web-frontend/access')
    const why = rowWithCell(page, 'auditors').getByRole('button', { name: 'Why auditors is viewer' })
    // the hint is the button's description
    const hint = page.locator(`[role="tooltip"][id="${await why.getAttribute('aria-describedby')}"]`)
    await why.hover()
    await hint.waitFor({ state: 'visible' })
    // focus is elsewhere: the hint is there for the pointer alone, and still gives way to Escape
    await eventually(() => why.evaluate((b) => b === document.activeElement)).toBe(false)
    await page.keyboard.press('Escape')
    await hint.waitFor({ state: 'hidden' })
    // the pointer leaving and coming back shows it again
    await page.getByRole('heading', { name: 'Project access', level: 1 }).hover()
    await why.hover()
    await hint.waitFor({ state: 'visible' })
    expectNoProblems(page)
  })

  it("offers a viewer no new role, saying why, and refuses one asked for through the form's address", async () => {
    // margaret is a silo viewer: on web-frontend she is a viewer too
    const page = await browser.openAs('margaret', '/projects/web-frontend/access')
    await page.getByRole('heading', { name: 'Project access', level: 1 }).waitFor()
    await rowWithCell(page, 'Grace Hopper').getByText('project.admin').waitFor()
    const add = page.getByRole('button', { name: 'Add user or group' })
    await eventually(() => add.getAttribute('aria-disabled')).toBe('true')
    await eventually(() => descriptionOf(add)).toBe('Needs the admin role on this project')

    // the form's own address still opens it: the API is the judge
    await page.goto('/projects/web-frontend/access?form=add')
    const form = page.getByRole('dialog', { name: 'Add user or group' })
    await eventually(() => isFocused(form.getByRole('combobox', { name: 'User or group' }))).toBe(true)
    await page.keyboard.type('sre')
    await page.getByRole('option', { name: /sre/ }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await choose(form.getByRole('radio', { name: /^Collaborator/ }))
    await page.getByRole('button', { name: 'Assign role' }).click()
    await form.getByText('Action not authorized').waitFor()
    // what she chose is still there
    await eventually(() => form.getByRole('combobox', { name: 'User or group' }).inputValue()).toBe('sre')
    await eventually(() => form.getByRole('radio', { name: /^Collaborator/ }).isChecked()).toBe(true)
    await expectAccessibleSettled(page)
    await page.keyboard.press('Escape')
    await page
      .getByRole('dialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard' })
      .click()
    await form.waitFor({ state: 'detached' })
    expectNoProblems(page)
  }, 90_000)
})

describe('toasts over a side sheet or a dialog', () => {
  /** Whether two boxes on screen overlap. */
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

  /** Fails if the toast still covers any of the buttons once they have settled where they end up. */
  async function expectClear(toast: Locator, buttons: Locator[]) {
    // where the toast and the sheet or dialog end up, not where they slide or fade in from
    await eventually(async () => {
      const box = await toast.boundingBox()
      if (!box) return ['the toast is not on screen']
      const covered: string[] = []
      for (const button of buttons) {
        const target = await button.boundingBox()
        if (!target) covered.push(`${await button.textContent()} is not on screen`)
        else if (overlap(box, target)) covered.push(`the toast covers ${await button.textContent()}`)
      }
      return covered
    }).toEqual([])
  }

  it('never covers the buttons of a sheet or dialog opened while it shows, however wide the window', async () => {
    // a failed removal leaves an error toast on screen for 15 seconds
    const page = await browser.open('/projects/web-frontend/access')
    await rowWithCell(page, 'Grace Hopper').getByText('project.admin').waitFor()
    await page.evaluate(() => localStorage.setItem('mock-faults', 'projectPolicyUpdate=500'))
    await rowAction(page, 'Grace Hopper', 'Remove')
    const confirm = page.getByRole('dialog', { name: 'Remove role' })
    await confirm.getByRole('button', { name: 'Remove' }).click()
    const toast = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('alert')
      .filter({ hasText: 'Could not remove role' })
    await toast.waitFor()
    await confirm.waitFor({ state: 'detached' })

    // a dialog
    await rowAction(page, 'Grace Hopper', 'Remove')
    await confirm.waitFor()
    await expectClear(toast, [
      confirm.getByRole('button', { name: 'Remove' }),
      confirm.getByRole('button', { name: 'Cancel' }),
      confirm.getByRole('button', { name: 'Close' }),
    ])
    await page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'detached' })

    // a side sheet, in a wide window and in narrower ones
    await rowAction(page, 'Grace Hopper', 'Change role')
    const sheet = page.getByRole('dialog', { name: 'Change role' })
    const buttons = [
      sheet.getByRole('button', { name: 'Cancel' }),
      sheet.getByRole('button', { name: 'Update role' }),
      sheet.getByRole('button', { name: 'Close' }),
    ]
    for (const width of [1280, 900, 600]) {
      await page.setViewportSize({ width, height: 720 })
      await expectClear(toast, buttons)
    }
    await eventually(() => toast.isVisible()).toBe(true)
    await page.evaluate(() => localStorage.removeItem('mock-faults'))
    expectNoProblems(page)
  }, 60_000)
})

describe('silo and fleet access', () => {
  it("asks an admin for more before they give up their own admin role, and says what they'd lose", async () => {
    const page = await browser.open('/projects')
    await page
      .getByRole('navigation', { name: 'Silo navigation' })
      .getByRole('link', { name: 'Access', exact: true })
      .click()
    await page.waitForURL('**/access')
    await page.getByRole('heading', { name: 'Silo access', level: 1 }).waitFor()
    await rowWithCell(page, 'Dorothy Vaughan').getByText('silo.limited_collaborator').waitFor()
    await rowAction(page, 'Ada Lovelace', 'Remove')
    const confirm = page.getByRole('alertdialog', { name: 'Remove your own role' })
    await confirm.getByText('You will no longer be an admin of silo engineering', { exact: false }).waitFor()
    await expectAccessibleSettled(page)
    // only once she says she understands
    await eventually(() =>
      confirm.getByRole('button', { name: 'Remove' }).getAttribute('aria-disabled'),
    ).toBe('true')
    await choose(
      confirm.getByRole('checkbox', {
        name: 'I understand that I will lose my admin role on silo engineering',
      }),
    )
    await eventually(() =>
      confirm.getByRole('button', { name: 'Remove' }).getAttribute('aria-disabled'),
    ).toBeNull()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    await rowWithCell(page, 'Ada Lovelace').getByText('silo.admin').waitFor()
    expectNoProblems(page)
  }, 60_000)

  it("shows the fleet's roles under System, and offers the fleet's three roles", async () => {
    const page = await browser.open('/system/silos')
    const sidebar = page.getByRole('navigation', { name: 'System navigation' })
    await sidebar.getByRole('link', { name: 'Access', exact: true }).click()
    await page.waitForURL('**/system/access')
    await page.getByRole('heading', { name: 'Fleet access', level: 1 }).waitFor()
    await rowWithCell(page, 'sre').getByText('fleet.viewer').waitFor()
    await rowWithCell(page, 'Ada Lovelace').getByText('fleet.admin').waitFor()
    await page.getByRole('button', { name: 'Add user or group' }).click()
    const form = page.getByRole('dialog', { name: 'Add user or group' })
    await form.waitFor()
    // the picker's list pops up on focus; Escape closes it, not the form
    await page.getByRole('listbox').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('listbox').waitFor({ state: 'detached' })
    await eventually(() => form.getByRole('radio').count()).toBe(3)
    await expectAccessibleSettled(page)
    expectNoProblems(page)
  }, 60_000)
})

describe('a user with no groups and no role', () => {
  it('is told that the identity provider is probably not set up, with its documentation', async () => {
    const page = await browser.openAs('guest', '/projects')
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor()
    await page
      .getByText(
        'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.',
        { exact: false },
      )
      .waitFor()
    await page.getByRole('link', { name: 'Read the identity provider documentation' }).waitFor()
    await expectAccessible(page)
    expectNoProblems(page)
  }, 60_000)
})
