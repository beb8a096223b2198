import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { webCanary } from '~mock/fixtures/compute/instances'
import { COLOUR_RULES, eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { isFocused } from './page-kit'

const browser = setupBrowser()

const paletteOf = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const searchBoxOf = (page: Page) =>
  paletteOf(page).getByRole('searchbox', { name: 'Search pages, actions and resources' })

/** Waits until the keyboard shortcuts work: the top bar's button names them then. */
async function keysLive(page: Page) {
  const button = page.getByRole('button', { name: 'Search' })
  await eventually(() => button.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K /')
}

/** An option of the palette, by its words: a resource's name, then its kind and project. */
const optionOf = (page: Page, name: string) =>
  paletteOf(page).getByRole('option', { name: new RegExp(`^${name}`) })

/**
 * Presses the arrow keys until the option `name` is the palette's active one, as a keyboard user would: Down while
 * it is below the active option, Up while above (results from other projects may come in above it).
 */
async function arrowTo(page: Page, name: string) {
  const id = await optionOf(page, name).getAttribute('id')
  const active = () => searchBoxOf(page).getAttribute('aria-activedescendant')
  const order = () =>
    paletteOf(page)
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => o.id))
  for (let i = 0; i < 20; i++) {
    const now = await active()
    if (now === id) break
    const ids = await order()
    const below = now === null || ids.indexOf(now) < ids.indexOf(id ?? '')
    await page.keyboard.press(below ? 'ArrowDown' : 'ArrowUp')
    // the next press only once this one has moved the active option, so that none goes past it
    await eventually(active).not.toBe(now)
  }
  await eventually(active).toBe(id)
}

describe('the command palette and the keyboard shortcuts', () => {
  it('finds an instance of another project by part of its name and opens it', async () => {
    const page = await browser.open('/projects/billing/instances')
    await page.getByRole('heading', { name: 'Instances', level: 1 }).waitFor()
    await keysLive(page)
    await page.keyboard.press('Control+k')
    await paletteOf(page).waitFor()
    await eventually(() => isFocused(searchBoxOf(page))).toBe(true)
    await page.keyboard.type('canary')
    await optionOf(page, 'web-canary Instance in web-frontend').waitFor()
    // the search says how far it has come, in words a screen reader is told
    const status = paletteOf(page).getByRole('status')
    await eventually(() => status.textContent()).toMatch(/results?\. Searched (\d+) of \1 projects\./)
    await expectAccessible(page, 'the palette with results, in the dark theme')
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light'
    })
    await expectAccessible(page, 'the palette with results, in the light theme', COLOUR_RULES)
    await arrowTo(page, 'web-canary Instance in web-frontend')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/projects/web-frontend/instances/web-canary/storage')
    await page.getByRole('heading', { name: 'web-canary', level: 1 }).waitFor()
    await eventually(() => paletteOf(page).count()).toBe(0)
    expectNoProblems(page)
  })

  it('lands on an instance whose ID is pasted, and lists it first as recently visited', async () => {
    const page = await browser.open('/projects')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Search' }).click()
    await eventually(() => isFocused(searchBoxOf(page))).toBe(true)
    await page.evaluate((id) => navigator.clipboard.writeText(id), webCanary.id)
    await page.keyboard.press('ControlOrMeta+v')
    await optionOf(page, 'web-canary Instance in web-frontend').waitFor()
    await arrowTo(page, 'web-canary Instance in web-frontend')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/projects/web-frontend/instances/web-canary/storage')
    await page.getByRole('heading', { name: 'web-canary', level: 1 }).waitFor()

    await keysLive(page)
    await page.keyboard.press('/')
    const recent = paletteOf(page).getByRole('group', { name: 'Recent' })
    await eventually(() => recent.getByRole('option').first().textContent()).toContain('web-canary')
    expectNoProblems(page)
  })

  it('? shows the shortcuts, g p goes to the projects and n opens the create form', async () => {
    const page = await browser.open('/projects/billing/disks')
    await page.getByRole('heading', { name: 'Disks', level: 1 }).waitFor()
    await keysLive(page)
    await page.keyboard.press('?')
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await shortcuts.getByText('Go to the projects').waitFor()
    await expectAccessible(page, 'the keyboard shortcuts, in the dark theme')
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light'
    })
    await expectAccessible(page, 'the keyboard shortcuts, in the light theme', COLOUR_RULES)
    await page.keyboard.press('Escape')
    await shortcuts.waitFor({ state: 'detached' })

    await page.keyboard.press('g')
    await page.keyboard.press('p')
    await page.waitForURL('**/projects')
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    await page.keyboard.press('n')
    await page.getByRole('dialog', { name: 'Create project' }).waitFor()
    await page.waitForURL('**/projects-new')
    expectNoProblems(page)
  })
})
