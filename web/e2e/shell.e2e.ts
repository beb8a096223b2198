import { describe, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'

const browser = setupBrowser()

describe('the console shell', () => {
  it('redirects the root to the projects list, titled from its breadcrumbs, with the preview banner', async () => {
    const page = await browser.open('/')
    await page.waitForURL('**/projects')
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    await eventually(() => page.title()).toBe('Projects / Oxide Console')
    await page.getByText('Technical preview.').waitFor()
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('shows Page not found for an unknown path, with a way back and a way out', async () => {
    const page = await browser.open('/no/such/page')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await page
      .getByText("The page you are looking for doesn't exist or you may not have access to it.")
      .waitFor()
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await page.getByRole('link', { name: 'Back to console' }).click()
    await page.waitForURL('**/projects')
    expectNoProblems(page)
  })

  it('shows Page not found when a route loader gets a 404 from the API', async () => {
    const page = await browser.open('/projects/does-not-exist/edit')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    // the signed-in shell stays around the error
    await page.getByRole('navigation', { name: 'Silo navigation' }).waitFor()
    expectNoProblems(page)
  })

  it('offers a skip link as the first stop for keyboard users', async () => {
    const page = await browser.open('/projects')
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await eventually(() => skip.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
  })

  it('titles each page with its breadcrumbs reversed', async () => {
    const page = await browser.open('/settings')
    await page.waitForURL('**/settings/profile')
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor()
    await eventually(() => page.title()).toBe('Profile / Oxide Console')
    await page.goto('/projects-new')
    await page.getByRole('dialog', { name: 'Create project' }).waitFor()
    await eventually(() => page.title()).toBe('New project / Projects / Oxide Console')
    await expectAccessible(page)
  })

  it('lets a fleet viewer switch to the system view', async () => {
    const page = await browser.open('/projects')
    await page.getByRole('link', { name: 'System' }).click()
    await page.getByRole('heading', { name: 'Silos', level: 1 }).waitFor()
    await page.getByRole('cell', { name: 'engineering', exact: true }).waitFor()
    await expectAccessible(page)
    expectNoProblems(page)
  })
})
