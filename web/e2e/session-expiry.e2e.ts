import { describe, expect, it } from 'vitest'
import { type ConsolePage, eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'

const browser = setupBrowser()

/** The session ends behind the console's back, as when it expires or another tab signs out. */
async function endSession(page: ConsolePage) {
  expect(await page.evaluate(() => fetch('/v1/logout', { method: 'POST' }).then((r) => r.status))).toBe(204)
}

describe('a session that ends while a form holds unsaved input', () => {
  it('keeps the form and everything typed, offers to sign in again in place, then sends it', async () => {
    const page = await browser.open('/projects-new')
    const form = page.getByRole('form', { name: 'Create project' })
    await form.getByLabel('Name', { exact: true }).fill('kept-through-sign-in')
    await form.getByLabel('Description').fill('typed before the session ended')
    await endSession(page)

    await page.getByRole('button', { name: 'Create project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign in again' })
    await dialog.getByText('Your session has ended.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/projects-new')
    await expectAccessible(page)

    // by keyboard alone: the username field has focus, Tab reaches the password, Enter signs in
    await eventually(() =>
      dialog.getByLabel('Username').evaluate((el) => el === document.activeElement),
    ).toBe(true)
    await page.keyboard.type('ada')
    await page.keyboard.press('Tab')
    await page.keyboard.type('not the password')
    await page.keyboard.press('Enter')
    await dialog.getByText('Wrong username or password. Check them and try again.').waitFor()
    await dialog.getByLabel('Password').fill('oxide-preview')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })

    await eventually(() => form.getByLabel('Name', { exact: true }).inputValue()).toBe('kept-through-sign-in')
    await eventually(() => form.getByLabel('Description').inputValue()).toBe('typed before the session ended')
    await page.getByRole('button', { name: 'Create project' }).click()
    await page.waitForURL('**/projects')
    await page.getByRole('link', { name: 'kept-through-sign-in' }).waitFor()
    expectNoProblems(page)
  })

  it('lets the form be closed without signing in, and asks again on the next try', async () => {
    const page = await browser.open('/projects-new')
    const form = page.getByRole('form', { name: 'Create project' })
    await form.getByLabel('Name', { exact: true }).fill('second-try')
    await endSession(page)
    await page.getByRole('button', { name: 'Create project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign in again' })
    await dialog.getByRole('link', { name: 'sign in in a new tab' }).waitFor()
    expect(await dialog.getByRole('link', { name: 'sign in in a new tab' }).getAttribute('target')).toBe(
      '_blank',
    )
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await dialog.waitFor({ state: 'detached' })
    await eventually(() => form.getByLabel('Name', { exact: true }).inputValue()).toBe('second-try')

    await page.getByRole('button', { name: 'Create project' }).click()
    await dialog.getByText('Your session has ended.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/projects-new')
    expectNoProblems(page)
  })

  it('still sends a form with nothing unsaved to the login page, and back to it afterwards', async () => {
    const page = await browser.open('/projects/web-frontend/edit')
    await page.getByRole('form', { name: 'Edit project' }).waitFor()
    await endSession(page)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(/\/login\/engineering\/local\?redirect_uri=/)
    await eventually(() => new URL(page.url()).searchParams.get('redirect_uri')).toBe(
      '/projects/web-frontend/edit',
    )
    expectNoProblems(page)
  })
})
