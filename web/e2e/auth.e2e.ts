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

  it("shows the sign-in page without the signed-in pages' code and styles, which come with the first of them", async () => {
    const page = await browser.open('/login/engineering/local?redirect_uri=/projects')
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await page.waitForLoadState('networkidle')
    const loaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    const signedInArea = (urls: string[]) => [
      urls.some((url) => /\/chunk-signed-in-routes-\w+\.js$/.test(url)),
      urls.some((url) => /\/signed-in-\w+\.css$/.test(url)),
    ]
    expect(signedInArea(await loaded())).toEqual([false, false])

    await page.getByLabel('Username').fill('ada')
    await page.getByLabel('Password').fill('oxide-preview')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    expect(signedInArea(await loaded())).toEqual([true, true])
    // styled as it shows: the list's table has no gaps between cells (a browser's own style has 2px)
    const table = page.getByRole('table').first()
    expect(await table.evaluate((el) => getComputedStyle(el).borderSpacing)).toBe('0px')
    expectNoProblems(page)
  })
})
