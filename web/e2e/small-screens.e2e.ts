import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { isFocused } from './page-kit'

const browser = setupBrowser()

/** A phone's window, held upright. */
const PHONE = { width: 390, height: 844 }

/** How far the document reaches past the window's right edge: more than 0 scrolls the page sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/**
 * The width the page lays out in: the window's, less the gutter the browser keeps for a scroll bar where it
 * draws one (a phone's scroll bars float over the page and take none).
 */
const layoutWidth = (page: Page) => page.evaluate(() => document.body.getBoundingClientRect().width)

const box = async (target: Locator) => {
  const found = await target.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

describe('a phone-width window', () => {
  it('folds the navigation behind a Menu button that opens it over the page, and a link in it closes it', async () => {
    const page = await browser.open('/projects/web-frontend/instances', { viewport: PHONE })
    await page.getByRole('heading', { name: 'Instances', level: 1 }).waitFor()
    await eventually(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)

    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    // found while folded away too, to tell that it is hidden
    const nav = page.getByRole('navigation', { name: 'Project web-frontend navigation', includeHidden: true })
    await eventually(() => menu.getAttribute('aria-expanded')).toBe('false')
    await nav.waitFor({ state: 'hidden' })
    const navId = await nav.getAttribute('id')
    await eventually(() => menu.getAttribute('aria-controls')).toBe(navId)

    // from the keyboard: Enter opens it, Tab goes into it, Escape closes it and gives the focus back
    await menu.focus()
    await page.keyboard.press('Enter')
    await nav.waitFor()
    await eventually(() => menu.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    await eventually(() => isFocused(nav.getByRole('link', { name: 'Instances' }))).toBe(true)
    await page.keyboard.press('Escape')
    await nav.waitFor({ state: 'hidden' })
    await eventually(() => menu.getAttribute('aria-expanded')).toBe('false')
    await eventually(() => isFocused(menu)).toBe(true)

    // open, it lies over the page without widening it, and passes the scan
    await menu.click()
    await nav.waitFor()
    await eventually(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    await expectAccessible(page, 'navigation open')

    // choosing a link goes there and folds the navigation away; the focus goes to the new page's heading, as
    // after any move to another page
    await nav.getByRole('link', { name: 'Disks' }).click()
    await page.waitForURL('**/projects/web-frontend/disks')
    const heading = page.getByRole('heading', { name: 'Disks', level: 1 })
    await heading.waitFor()
    await nav.waitFor({ state: 'hidden' })
    await eventually(() => menu.getAttribute('aria-expanded')).toBe('false')
    await eventually(() => isFocused(heading)).toBe(true)

    // the link to the page already open folds it away too, and the focus goes back to the button
    await menu.click()
    await nav.getByRole('link', { name: 'Disks' }).click()
    await nav.waitFor({ state: 'hidden' })
    await eventually(() => menu.getAttribute('aria-expanded')).toBe('false')
    await eventually(() => isFocused(menu)).toBe(true)

    // a wide window has no Menu button: the navigation shows beside the page as before
    await page.setViewportSize({ width: 1280, height: 720 })
    await menu.waitFor({ state: 'hidden' })
    await nav.waitFor()
    expectNoProblems(page)
  })

  it('scrolls a list sideways inside its table, the first column staying in view', async () => {
    const page = await browser.open('/projects/web-frontend/instances', { viewport: PHONE })
    const table = page.getByRole('table', { name: 'Instances' })
    await table.getByRole('cell', { name: 'web-1', exact: true }).waitFor()
    await eventually(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    const wrapper = table.locator('xpath=..')
    const state = table.getByRole('columnheader', { name: 'State' })
    const stateBefore = (await box(state)).x
    // the columns do not fit: the wrapper scrolls them, not the page
    await eventually(() => wrapper.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await wrapper.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
    const scrolled = await wrapper.evaluate((el) => el.scrollLeft)
    expect(scrolled).toBeGreaterThan(0)
    await eventually(async () => stateBefore - (await box(state)).x).toBeCloseTo(scrolled, 0)
    // and the keyboard can scroll it too: the wrapper takes the focus, named like its table
    await eventually(() => wrapper.getAttribute('tabindex')).toBe('0')
    await eventually(() => wrapper.getAttribute('aria-label')).toBe('Instances')

    // the other columns moved, the names did not
    const edge = (await box(wrapper)).x
    for (const first of [
      table.getByRole('columnheader', { name: 'Name' }),
      table.getByRole('cell', { name: 'web-1', exact: true }),
    ]) {
      await eventually(async () => (await box(first)).x).toBeGreaterThanOrEqual(edge)
    }
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it("keeps an instance's page, its properties and its tabs within the window", async () => {
    const page = await browser.open('/projects/web-frontend/instances/web-1/storage', { viewport: PHONE })
    await page.getByRole('heading', { name: 'web-1', level: 1 }).waitFor()
    await page
      .getByRole('table', { name: 'Boot disk' })
      .getByRole('cell', { name: 'web-1-boot', exact: true })
      .waitFor()
    await eventually(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    const width = await layoutWidth(page)
    for (const part of [
      page.locator('dl').first(),
      page.getByRole('tablist'),
      page.getByRole('navigation', { name: 'Breadcrumbs' }),
      page.getByRole('button', { name: 'User menu for Ada Lovelace' }),
      page.getByRole('link', { name: 'System' }),
    ]) {
      await eventually(async () => {
        const { x, width: w } = await box(part)
        return x >= 0 && x + w <= width + 0.5
      }).toBe(true)
    }
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('gives a side sheet the whole width, and keeps a dialog within the window', async () => {
    const page = await browser.open('/projects-new', { viewport: PHONE })
    const sheet = page.getByRole('dialog', { name: 'Create project' })
    await sheet.getByLabel('Name').waitFor()
    await eventually(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    // the width a page can use is the window's, less at most a scroll bar
    const width = await layoutWidth(page)
    expect(width).toBeGreaterThan(PHONE.width - 20)
    await eventually(async () => {
      const { x, width: w } = await box(sheet)
      return [Math.round(x), Math.round(w)]
    }).toEqual([0, Math.round(width)])
    await expectAccessible(page, 'side sheet')
    await sheet.getByRole('button', { name: 'Cancel' }).click()
    await sheet.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Actions for sandbox' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete project' })
    await dialog.waitFor()
    await eventually(async () => {
      const { x, width: w } = await box(dialog)
      return x >= 8 && x + w <= width - 8
    }).toBe(true)
    await expectAccessible(page, 'dialog')
    expectNoProblems(page)
  })

  it('keeps a full-page form within the window', async () => {
    const page = await browser.open('/projects/web-frontend/instances-new', { viewport: PHONE })
    await page.getByRole('heading', { name: 'Create instance', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Create instance' }).waitFor()
    await eventually(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    await expectAccessible(page)
    expectNoProblems(page)
  })
})
