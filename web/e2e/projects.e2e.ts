import { describe, expect, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { focusWithin, isFocused, tabTo } from './page-kit'

const browser = setupBrowser()

describe('projects', () => {
  it('keeps what the user typed and puts a duplicate-name error on the name field', async () => {
    const page = await browser.open('/projects-new')
    const form = page.getByRole('dialog', { name: 'Create project' })
    await form.waitFor()
    const existing = (await page.getByRole('cell').first().textContent()) ?? ''
    await form.getByLabel('Name').fill(existing)
    await form.getByLabel('Description').fill('kept on error')
    await page.getByRole('button', { name: 'Create project' }).click()
    await form.getByText('Project name already exists').waitFor()
    await eventually(() => form.getByLabel('Description').inputValue()).toBe('kept on error')
    await eventually(() => form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true')
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('gives the focus back to New project when a form is discarded, each time, by keyboard', async () => {
    const page = await browser.open('/projects')
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    const newProject = page.getByRole('link', { name: 'New project' })
    await tabTo(page, newProject)
    // the form and the question over it go in one step, and the page behind comes back after both: the focus
    // comes back every time
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Enter')
      const form = page.getByRole('dialog', { name: 'Create project' })
      await eventually(() => focusWithin(form)).toBe(true)
      await page.keyboard.type('half-done')
      await page.keyboard.press('Escape')
      const discard = page.getByRole('dialog', { name: 'Discard changes?' })
      await eventually(() => focusWithin(discard)).toBe(true)
      await tabTo(page, discard.getByRole('button', { name: 'Discard' }))
      await page.keyboard.press('Enter')
      await form.waitFor({ state: 'detached' })
      await eventually(() => isFocused(newProject)).toBe(true)
    }
    expectNoProblems(page)
  })

  it('can be created with the keyboard alone', async () => {
    const page = await browser.open('/projects')
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    await tabTo(page, 'New project')
    await page.keyboard.press('Enter')
    const form = page.getByRole('dialog', { name: 'Create project' })
    // the name field has focus when the form opens
    await eventually(() => isFocused(form.getByRole('textbox', { name: /^Name/ }))).toBe(true)
    await page.keyboard.type('keyboard-only')
    await page.keyboard.press('Tab')
    await page.keyboard.type('made without a mouse')
    await tabTo(page, form.getByRole('button', { name: 'Create project' }))
    await page.keyboard.press('Enter')
    await page.getByRole('cell', { name: 'keyboard-only', exact: true }).waitFor()
    await page.getByRole('cell', { name: 'made without a mouse', exact: true }).waitFor()
    expectNoProblems(page)
  })

  it('keeps the list where it was scrolled when a form opened over it closes', async () => {
    const page = await browser.open('/projects')
    await page.setViewportSize({ width: 1280, height: 360 })
    const last = page.getByRole('button', { name: 'Actions for web-frontend' })
    await last.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(0)
    await last.click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const form = page.getByRole('dialog', { name: 'Edit project' })
    await form.getByRole('button', { name: 'Cancel' }).click()
    await form.waitFor({ state: 'detached' })
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
    expectNoProblems(page)
  })
})
