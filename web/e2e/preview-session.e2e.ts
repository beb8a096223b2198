import { describe, expect, it } from 'vitest'
import { eventually, expectNoProblems, setupBrowser } from './browser'

const browser = setupBrowser()

describe('the preview’s session', () => {
  it('stays signed out across a reload, sends /projects to the login page and back after signing in', async () => {
    const page = await browser.open('/projects')
    await page.getByRole('button', { name: /User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL('**/login/engineering/local')

    // a reload restarts the in-browser mock API, but not the session
    await page.reload()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await page.goto('/projects')
    await page.waitForURL(/\/login\/engineering\/local\?redirect_uri=/)
    await eventually(() => new URL(page.url()).searchParams.get('redirect_uri')).toBe('/projects')
    expect(new URL(page.url()).pathname).toBe('/login/engineering/local')

    await page.getByLabel('Username').fill('grace')
    await page.getByLabel('Password').fill('oxide-preview')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/projects')
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'User menu for Grace Hopper' }).waitFor()

    // and whoever signed in is still signed in after the next reload
    await page.reload()
    await page.getByRole('button', { name: 'User menu for Grace Hopper' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/projects')
    expectNoProblems(page)
  })
})
