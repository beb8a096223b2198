import { resolve } from 'node:path'
import { describe, it } from 'vitest'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'
import { rowAction } from './page-kit'

const browser = setupBrowser()

const fixture = (name: string) => resolve(import.meta.dirname, 'fixtures', name)

describe('people and trust', () => {
  it('finds a user through a group and signs them out everywhere', async () => {
    const page = await browser.open('/groups')
    await page.getByRole('link', { name: 'developers' }).click()
    await page.getByRole('heading', { name: 'developers', level: 1 }).waitFor()
    await page.getByRole('table', { name: 'Members' }).getByRole('link', { name: 'Grace Hopper' }).click()
    await page.getByRole('heading', { name: 'Grace Hopper', level: 1 }).waitFor()
    const sessions = page.getByRole('table', { name: 'Console sessions' })
    await eventually(() => sessions.getByRole('row').count()).toBeGreaterThan(1)
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Sign out everywhere' }).click()
    const confirm = page.getByRole('dialog', { name: 'Sign out everywhere' })
    await confirm.getByText(/every/i).first().waitFor()
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click()
    await page.getByText('Grace Hopper was signed out everywhere').waitFor()
    await page.getByText('No console sessions: the user is not signed in to the console anywhere.').waitFor()
    await eventually(() => page.getByRole('table', { name: 'Access tokens' }).count()).toBe(0)
    expectNoProblems(page)
  })

  it('adds a local user with a password, then sets another', async () => {
    const page = await browser.open('/system/silos/engineering/users')
    await page.getByRole('link', { name: 'New user' }).click()
    const form = page.getByRole('dialog', { name: 'Create user' })
    await form.getByRole('textbox', { name: 'Username' }).fill('hedy')
    await form.getByLabel('Password', { exact: true }).fill('frequency-hopping-1942')
    await form.getByLabel('Confirm password').fill('frequency-hopping-1941')
    await form.getByRole('button', { name: 'Create user' }).click()
    // a mismatch is caught before anything is sent, and what was typed stays
    await form.getByText('The two passwords do not match').waitFor()
    await form.getByLabel('Confirm password').fill('frequency-hopping-1942')
    await form.getByRole('button', { name: 'Create user' }).click()
    await page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: 'hedy' }).waitFor()
    await eventually(() => form.count()).toBe(0)

    await rowAction(page, 'hedy', 'Set password')
    const reset = page.getByRole('dialog', { name: 'Set password' })
    await reset.getByLabel('Password', { exact: true }).fill('a-new-password-for-hedy')
    await reset.getByLabel('Confirm password').fill('a-new-password-for-hedy')
    await expectAccessible(page)
    await reset.getByRole('button', { name: 'Save password' }).click()
    await page.getByText('Password of hedy set').waitFor()
    await eventually(() => reset.count()).toBe(0)
    expectNoProblems(page)
  })

  it('adds a certificate, then deletes it', async () => {
    const page = await browser.open('/certificates')
    await page.getByRole('link', { name: 'Add certificate' }).first().click()
    const form = page.getByRole('dialog', { name: 'Add certificate' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('partners-tls')
    await form.getByLabel('Certificate', { exact: true }).setInputFiles(fixture('silo.crt.pem'))
    await form.getByLabel('Private key', { exact: true }).setInputFiles(fixture('silo.key.pem'))
    await form.getByRole('button', { name: 'Add certificate' }).click()
    const table = page.getByRole('table', { name: 'Certificates' })
    await table.getByRole('cell', { name: 'partners-tls', exact: true }).waitFor()
    await eventually(() => form.count()).toBe(0)

    await rowAction(page, 'certificate partners-tls', 'Delete')
    const confirm = page.getByRole('dialog', { name: 'Delete certificate' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await eventually(() => table.getByRole('cell', { name: 'partners-tls', exact: true }).count()).toBe(0)
    expectNoProblems(page)
  })
})
