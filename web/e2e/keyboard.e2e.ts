import { describe, expect, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { focusWithin, isFocused, tabTo } from './page-kit'

const browser = setupBrowser()

describe('every kind of control works from the keyboard', () => {
  it('a row action menu: opens, moves, closes and runs an item', async () => {
    const page = await browser.open('/projects')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const trigger = page.getByRole('button', { name: 'Actions for web-frontend' })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Actions for web-frontend' })
    await menu.waitFor()
    await eventually(() => isFocused(menu.getByRole('menuitem').first())).toBe(true)
    await page.keyboard.press('ArrowDown')
    await eventually(() => isFocused(menu.getByRole('menuitem').nth(1))).toBe(true)
    // Escape closes it and gives the focus back to the button that opened it
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    await eventually(() => isFocused(trigger)).toBe(true)

    // typing a label's first letters moves to it; Enter runs it
    await page.keyboard.press('Enter')
    await eventually(() => focusWithin(menu)).toBe(true)
    await page.keyboard.type('Copy')
    await eventually(() => isFocused(menu.getByRole('menuitem', { name: 'Copy ID' }))).toBe(true)
    await page.keyboard.press('Enter')
    await page.getByText('ID copied').waitFor()
    await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[0-9a-f-]{36}$/)
    expectNoProblems(page)
  })

  it('a confirmation dialog: keeps the focus inside, and gives it back when it closes', async () => {
    const page = await browser.open('/projects')
    const trigger = page.getByRole('button', { name: 'Actions for sandbox' })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    await eventually(() => focusWithin(page.getByRole('menu'))).toBe(true)
    await page.keyboard.type('Delete')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Delete project' })
    await dialog.waitFor()
    await eventually(() => focusWithin(dialog)).toBe(true)
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      await eventually(() => focusWithin(dialog)).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    await eventually(() => focusWithin(dialog)).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await eventually(() => isFocused(trigger)).toBe(true)
    // nothing was deleted
    await page.getByRole('cell', { name: 'sandbox', exact: true }).waitFor()
    expectNoProblems(page)
  })

  it('a side form: opens from its link at its first field, and Escape asks before dropping what was typed', async () => {
    const page = await browser.open('/projects')
    const link = page.getByRole('link', { name: 'New project' }).first()
    await tabTo(page, link)
    await page.keyboard.press('Enter')
    const form = page.getByRole('dialog', { name: 'Create project' })
    await form.waitFor()
    await eventually(() => isFocused(form.getByLabel('Name'))).toBe(true)
    await page.keyboard.type('orbit')
    await page.keyboard.press('Escape')
    const discard = page.getByRole('dialog', { name: 'Discard changes?' })
    await discard.waitFor()
    // the safe choice has the focus: Enter keeps the form and what was typed
    await eventually(() => isFocused(discard.getByRole('button', { name: 'Keep editing' }))).toBe(true)
    await page.keyboard.press('Enter')
    await discard.waitFor({ state: 'detached' })
    // back in the form, at the field it left, with what was typed
    await eventually(() => isFocused(form.getByLabel('Name'))).toBe(true)
    await eventually(() => form.getByLabel('Name').inputValue()).toBe('orbit')
    await page.keyboard.press('Escape')
    await discard.waitFor()
    await discard.getByRole('button', { name: 'Discard' }).focus()
    await page.keyboard.press('Enter')
    await form.waitFor({ state: 'detached' })
    await eventually(() => new URL(page.url()).pathname).toBe('/projects')
    expectNoProblems(page)
  })

  it('a select: the rows-per-page choice opens, moves and picks by keyboard', async () => {
    const page = await browser.open('/projects')
    const select = page.getByRole('button', { name: /rows per page/ })
    await tabTo(page, select)
    await page.keyboard.press('ArrowDown')
    const list = page.getByRole('listbox')
    await eventually(() => focusWithin(list)).toBe(true)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await list.waitFor({ state: 'detached' })
    await eventually(() => new URL(page.url()).searchParams.get('limit')).not.toBeNull()
    await eventually(() => isFocused(select)).toBe(true)
    expectNoProblems(page)
  })

  it('a combobox: filters as typed and takes a choice from its list by keyboard', async () => {
    const page = await browser.open('/projects/web-frontend/instances-new')
    const image = page.getByRole('combobox', { name: 'Image' })
    await tabTo(page, image, { max: 120 })
    await page.keyboard.type('fedora')
    const option = page.getByRole('option', { name: /fedora-41/ })
    await option.waitFor()
    await eventually(() => page.getByRole('option', { name: /debian-12/ }).count()).toBe(0)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await option.waitFor({ state: 'detached' })
    await eventually(() => image.inputValue()).toContain('fedora-41')
    expectNoProblems(page)
  })

  it('the user menu: chooses a theme by keyboard, then to match the system', async () => {
    const page = await browser.open('/projects')
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme ?? null)
    const trigger = page.getByRole('button', { name: /^User menu for/ })
    const choose = async (name: string) => {
      await tabTo(page, trigger)
      await page.keyboard.press('Enter')
      await eventually(() => focusWithin(page.getByRole('menu'))).toBe(true)
      const item = page.getByRole('menuitemradio', { name })
      for (let i = 0; i < 6 && !(await isFocused(item)); i++) await page.keyboard.press('ArrowDown')
      await eventually(() => isFocused(item)).toBe(true)
      await page.keyboard.press('Enter')
    }
    await choose('Light')
    await eventually(theme).toBe('light')
    await choose('Dark')
    await eventually(theme).toBe('dark')
    // the menu says which is chosen
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    await eventually(() =>
      page.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked'),
    ).toBe('true')
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await choose('Match system')
    await eventually(theme).toBe(null)
    await eventually(() => page.evaluate(() => localStorage.getItem('oxide.console.theme'))).toBe(null)
    expectNoProblems(page)
  })

  it('route tabs: one stop in the Tab order, the arrow keys, Home and End moving between them, each its own URL', async () => {
    const page = await browser.open('/projects/web-frontend/instances/web-1/storage')
    const tabs = page.getByRole('tablist', { name: 'Instance sections' })
    const tab = (name: string) => tabs.getByRole('tab', { name })
    const path = () => new URL(page.url()).pathname
    const at = (tabPath: string) => `/projects/web-frontend/instances/web-1/${tabPath}`
    await tabTo(page, tab('Storage'))
    await eventually(() => tab('Storage').getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowRight')
    await eventually(path).toBe(at('networking'))
    await eventually(() => tab('Networking').getAttribute('aria-selected')).toBe('true')
    await eventually(() => isFocused(tab('Networking'))).toBe(true)
    await page.getByRole('tabpanel').getByRole('heading', { name: 'Network interfaces' }).waitFor()
    await page.keyboard.press('End')
    await eventually(path).toBe(at('settings'))
    await eventually(() => isFocused(tab('Settings'))).toBe(true)
    await page.keyboard.press('Home')
    await eventually(path).toBe(at('storage'))
    // the panel follows the tab, and Tab leaves the tab list for the panel
    await page.keyboard.press('Tab')
    await eventually(() => focusWithin(tabs)).toBe(false)
    // Back returns to the tab before, a tab's link opens in a new page of its own
    await page.goBack()
    await eventually(path).toBe(at('settings'))
    await eventually(() => tab('Settings').getAttribute('aria-selected')).toBe('true')
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      tab('Connect').click({ modifiers: ['Control'] }),
    ])
    await opened.waitForLoadState()
    expect(new URL(opened.url()).pathname).toBe(at('connect'))
    expect(path()).toBe(at('settings'))
    await expectAccessible(page)
    expectNoProblems(page)
  })
})
