import type { Locator, Page } from 'playwright-core'
import { eventually } from './browser'

/** The row of a table that has a cell reading exactly `name`. */
export const rowWithCell = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })

/** The row of a table whose link reads exactly `name` (the resource's name links to it). */
export const rowWithLink = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })

/** What the focused element says, to follow the keyboard from one control to the next. */
export const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')

/**
 * What the focused element says, or nothing while it is hidden behind a dialog: a trigger keeps the focus for a
 * moment after its dialog opens, and may have the same name as the dialog's own button.
 */
const reachableFocusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return el && !el.closest('[aria-hidden="true"], [inert]') ? (el.textContent?.trim() ?? '') : ''
  })

/** Whether the focus is on `target` (on one of its elements, where it names several, like a radio group). */
export const isFocused = (target: Locator) =>
  target.evaluateAll((elements) => elements.some((el) => el === document.activeElement))

/** Whether the focus is somewhere inside `container`. */
export const focusWithin = (container: Locator) =>
  container.evaluate((el) => el.contains(document.activeElement))

/**
 * Presses Tab until the focus is on `target` (a locator, or the text of the element to land on), as a keyboard
 * user would, and fails if it never gets there: what Tab cannot reach, a keyboard user cannot use.
 */
export async function tabTo(page: Page, target: Locator | string, { max = 80 } = {}) {
  const arrived = () =>
    typeof target === 'string' ? reachableFocusedText(page).then((t) => t === target) : isFocused(target)
  if (typeof target !== 'string') await target.first().waitFor()
  for (let i = 0; i < max; i++) {
    if (await arrived()) return
    await page.keyboard.press('Tab')
  }
  if (!(await arrived())) throw new Error(`Tab never reached ${target}`)
}

/** Opens a row's action menu from the keyboard and runs `item`, moving to it with the arrow keys. */
export async function rowAction(page: Page, rowLabel: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${rowLabel}` }).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await eventually(() => focusWithin(menu)).toBe(true)
  const target = menu.getByRole('menuitem', { name: item, exact: true })
  for (let i = 0; i < 10 && !(await isFocused(target)); i++) {
    const before = await focusedText(page)
    await page.keyboard.press('ArrowDown')
    // the next check reads the focus only once the press has moved it
    await eventually(() => focusedText(page)).not.toBe(before)
  }
  await eventually(() => isFocused(target)).toBe(true)
  await page.keyboard.press('Enter')
}

/** Opens the select labelled `label` and picks `option`. */
export async function pickFromSelect(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

/**
 * Types `typed` into a combobox and takes the first option its list then offers, which must match `option`; an
 * option given as text must end up as the combobox's value.
 */
export async function pickFromComboBox(
  page: Page,
  combobox: Locator,
  typed: string,
  option: string | RegExp,
) {
  await combobox.click()
  await combobox.fill(typed)
  await page
    .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
    .waitFor()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  if (typeof option === 'string') await eventually(() => combobox.inputValue()).toBe(option)
}

/** A time series chart, by its title. */
export const chartOf = (page: Page, title: string) =>
  page.getByRole('group', { name: `${title} chart. Use the arrow keys to read values.` })

/** Waits until the chart titled `title` has drawn a line. */
export async function chartDrawn(page: Page, title: string) {
  await eventually(() => chartOf(page, title).locator('path[d^="M"]').count()).toBeGreaterThan(0)
}

/**
 * The value of a property in a description list (`<dt>` then `<dd>`), e.g. 'Link', within `scope` (the page, or
 * a sheet over it): the first one where several match.
 */
export const propertyValue = (scope: Page | Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .first()

/** What a control's accessible description says: a disabled button's reason, say. */
export const descriptionOf = (target: Locator) =>
  target.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  )
