import { describe, expect, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'

const browser = setupBrowser()

describe('signing out and back in', () => {
  it('sends a signed-out user to the login page and back where they were after login', async () => {
    const page = await browser.open('/projects')
    await page.getByRole('button', { name: /User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL('**/login/engineering/local')

    // a protected page now needs a session: the console remembers where the user was going
    await page.evaluate(() => {
      window.history.pushState({}, '', '/settings/profile?tab=1')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.waitForURL(/\/login\/engineering\/local\?redirect_uri=/)
    await eventually(() => new URL(page.url()).searchParams.get('redirect_uri')).toBe(
      '/settings/profile?tab=1',
    )
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await expectAccessible(page)

    await page.getByLabel('Username').fill('ada')
    await page.getByLabel('Password').fill('wrong password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('Wrong username or password. Check them and try again.').waitFor()
    await eventually(() => page.getByLabel('Username').inputValue()).toBe('ada')

    await page.getByLabel('Password').fill('oxide-preview')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/settings/profile?tab=1')
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor()
    await page.getByText('Ada Lovelace').first().waitFor()
    expectNoProblems(page)
  })

  it('never follows a redirect_uri that leaves the console', async () => {
    const page = await browser.open('/login/engineering/local?redirect_uri=https://evil.example/')
    await page.getByLabel('Username').fill('ada')
    await page.getByLabel('Password').fill('oxide-preview')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/projects')
    // read once where it landed, not waited for: a later turn back home would not excuse a trip elsewhere
    expect(new URL(page.url()).host).toMatch(/^localhost:\d+$/)
    expect(new URL(page.url()).pathname).toBe('/projects')
  })

  it("shows the sign-in page without the signed-in pages' code, which comes with the first of them", async () => {
    const page = await browser.open('/login/engineering/local?redirect_uri=/projects')
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await page.waitForLoadState('networkidle')
    const loaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    const signedInRoutes = (urls: string[]) =>
      urls.some((url) => /\/chunk-signed-in-routes-\w+\.js$/.test(url))
    expect(signedInRoutes(await loaded())).toBe(false)

    await page.getByLabel('Username').fill('ada')
    await page.getByLabel('Password').fill('oxide-preview')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    expect(signedInRoutes(await loaded())).toBe(true)
    expectNoProblems(page)
  })
})
