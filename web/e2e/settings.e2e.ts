import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { TEST_KEYS } from '~/util/ssh-test-keys'
import {
  eventually,
  expectAccessible,
  expectAccessibleSettled,
  expectNoProblems,
  setupBrowser,
} from './browser'
import { rowAction, rowWithLink } from './page-kit'

const browser = setupBrowser()

const tokenRow = (page: Page, id: string) => page.getByRole('row').filter({ hasText: id })

describe('SSH keys', () => {
  it('asks before deleting a key, and refuses a bad key with what is wrong, keeping what was typed', async () => {
    const page = await browser.open('/settings/ssh-keys')
    await page.getByRole('heading', { name: 'SSH keys', level: 1 }).waitFor()
    await rowAction(page, 'laptop', 'Delete')
    const confirm = page.getByRole('dialog', { name: 'Delete SSH key' })
    await confirm.getByText('Are you sure you want to delete SSH key laptop?', { exact: false }).waitFor()
    await expectAccessibleSettled(page)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await rowWithLink(page, 'laptop').waitFor({ state: 'detached' })

    await page.getByRole('link', { name: 'Add SSH key' }).click()
    const form = page.getByRole('dialog', { name: 'Add SSH key' })
    await form.waitFor()
    await page.waitForURL('**/settings/ssh-keys-new')
    const publicKey = form.getByRole('textbox', { name: 'Public key' })
    const [type, body] = TEST_KEYS.ed25519.line.split(' ')
    // cut off while copying: the key is refused with the reason, and nothing typed is lost
    const cut = `${type} ${body.slice(0, 40)}`
    await publicKey.fill(cut)
    await form.getByRole('textbox', { name: 'Name' }).fill('desktop')
    await page.getByRole('button', { name: 'Add SSH key' }).click()
    await form.getByText('The key body is incomplete: it may have been cut off when it was copied').waitFor()
    await eventually(() => publicKey.getAttribute('aria-invalid')).toBe('true')
    await eventually(() => publicKey.inputValue()).toBe(cut)
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it('explains an empty list', async () => {
    const page = await browser.open('/settings/profile')
    await page.context().addCookies([{ name: 'mock-user', value: 'guest', url: page.url() }])
    await page.goto('/settings/ssh-keys')
    await page.getByRole('heading', { name: 'No SSH keys' }).waitFor()
    await expectAccessible(page)
    expectNoProblems(page)
  })
})

describe('access tokens', () => {
  it('revokes a token after a confirmation, by keyboard, down to the empty list', async () => {
    const page = await browser.open('/settings/access-tokens')
    await page.getByRole('heading', { name: 'Access tokens', level: 1 }).waitFor()
    const cli = 'b7d2ebf6-1a55-4bd7-90a1-64bdc897ef99'
    const terraform = 'bc11010f-ea74-4c61-8d51-cb92039b6086'
    await tokenRow(page, cli).getByText('Never').waitFor()

    await rowAction(page, `access token ${cli}`, 'Revoke')
    const confirm = page.getByRole('dialog', { name: 'Revoke access token' })
    // the date is in the browser's time zone
    await confirm
      .getByText(
        new RegExp(`^Revoke access token ${cli}, created \\w+ \\d+, 2024\\? Any command-line tool or script`),
      )
      .waitFor()
    await expectAccessibleSettled(page)
    await confirm.getByRole('button', { name: 'Revoke' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('Access token revoked').waitFor()
    await tokenRow(page, cli).waitFor({ state: 'detached' })

    await rowAction(page, `access token ${terraform}`, 'Revoke')
    await confirm.getByRole('button', { name: 'Revoke' }).click()
    await page.getByRole('heading', { name: 'No access tokens' }).waitFor()
    await page.getByText(/^oxide auth login --host http:\/\/localhost:\d+$/).waitFor()
    await expectAccessibleSettled(page)
    expectNoProblems(page)
  }, 60_000)
})
