import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { oxideRootRole } from '~mock/fixtures/platform/update'
import {
  eventually,
  expectAccessible,
  expectAccessibleSettled,
  expectNoProblems,
  setupBrowser,
} from './browser'
import { propertyValue, tabTo } from './page-kit'

const browser = setupBrowser()

/** Opens a repository's row menu from the keyboard. */
async function openRepoMenu(page: Page, version: string) {
  await page.getByRole('button', { name: `Actions for repository ${version}` }).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await menu.waitFor()
  return menu
}

describe('the system update', () => {
  it('sets a newer repository as the target by keyboard and follows the rollout until it settles', async () => {
    // the mock rolls the update out ten times faster than its usual few seconds a step
    const page = await browser.open('/system/update?mock-speed=10')
    await page.getByRole('heading', { name: 'System update', level: 1 }).waitFor()
    const menu = await openRepoMenu(page, '17.0.1')
    await menu.getByRole('menuitem', { name: 'Set as target release' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Set target release' })
    await dialog.getByText('Make 17.0.1 the target release?', { exact: false }).waitFor()
    await expectAccessibleSettled(page)
    await tabTo(page, dialog.getByRole('button', { name: 'Set target release' }), { max: 6 })
    await page.keyboard.press('Enter')
    await page.getByText('Target release set to 17.0.1').waitFor()
    await eventually(() => propertyValue(page, 'Target release').textContent()).toBe('17.0.1')
    await page
      .getByRole('table', { name: 'Repositories' })
      .getByRole('row')
      .filter({ hasText: 'oxide-17.0.1.zip' })
      .getByText('target')
      .waitFor()

    // nobody touches the page: it reads the status again until every component runs 17.0.1
    await propertyValue(page, 'Progress')
      .getByText('154 of 154 components on 17.0.1 (100%)')
      .waitFor({ timeout: 60_000 })
    await eventually(() => propertyValue(page, 'Status').textContent()).toBe('up to date')
    await expectAccessibleSettled(page)
    expectNoProblems(page)
  }, 120_000)

  it('uploads a repository by keyboard, and stops a second upload on Escape', async () => {
    const page = await browser.open('/system/update')
    await page.getByRole('heading', { name: 'System update', level: 1 }).waitFor()
    await tabTo(page, page.getByRole('link', { name: 'Upload repository' }))
    await page.keyboard.press('Enter')
    await page.waitForURL('**/system/update/repositories-new')
    const form = page.getByRole('form', { name: 'Upload repository' })
    await form.waitFor()

    // a zip's first bytes, then as many more as asked
    const dir = mkdtempSync(join(tmpdir(), 'repository-'))
    const repository = (name: string, mib: number) => {
      const zip = Buffer.alloc(mib * 1024 * 1024, 7)
      zip.set([0x50, 0x4b, 0x03, 0x04])
      writeFileSync(join(dir, name), zip)
      return join(dir, name)
    }
    await form.getByLabel('Repository file').setInputFiles(repository('oxide-17.1.0.zip', 4))
    // the link that opened the form has the same name, and may still have the focus
    await tabTo(
      page,
      page
        .getByRole('dialog', { name: 'Upload repository' })
        .getByRole('button', { name: 'Upload repository' }),
    )
    await page.keyboard.press('Enter')
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor()
    await page.getByText('Repository 17.1.0 uploaded').waitFor()
    await page.waitForURL('**/system/update')
    await page.getByRole('table', { name: 'Repositories' }).getByText('oxide-17.1.0.zip').waitFor()

    // a large one, stopped on its way: the mock API holds its answer long enough for the cancel to come first
    await page.evaluate(() => localStorage.setItem('mock-delay', '5000'))
    await page.getByRole('link', { name: 'Upload repository' }).click()
    await form.getByLabel('Repository file').setInputFiles(repository('oxide-17.2.0.zip', 64))
    await page.getByRole('button', { name: 'Upload repository' }).click()
    await page.getByText('Sending the repository…').waitFor()
    await page.keyboard.press('Escape')
    const dialog = page.getByRole('dialog', { name: 'Cancel upload' })
    await dialog.getByText('The upload stops, and no repository is added.').waitFor()
    await dialog.getByRole('button', { name: 'Cancel upload' }).click()
    await page.getByText('Upload canceled').waitFor()
    await page.evaluate(() => localStorage.setItem('mock-delay', '0'))
    await page.waitForURL('**/system/update')
    await eventually(() =>
      page.getByRole('table', { name: 'Repositories' }).getByText('oxide-17.2.0.zip').count(),
    ).toBe(0)
    expectNoProblems(page)
  }, 90_000)

  it('adds a trust root from pasted JSON by keyboard, after saying what is wrong with a broken one', async () => {
    const page = await browser.open('/system/update')
    await page.getByRole('heading', { name: 'System update', level: 1 }).waitFor()
    await tabTo(page, page.getByRole('link', { name: 'Add trust root' }))
    await page.keyboard.press('Enter')
    const form = page.getByRole('form', { name: 'Add trust root' })
    await form.waitFor()
    await form.getByRole('radio', { name: 'A JSON file' }).focus()
    await page.keyboard.press('ArrowRight')
    await eventually(() => form.getByRole('radio', { name: 'Pasted JSON' }).isChecked()).toBe(true)
    const field = form.getByRole('textbox', { name: 'Root role' })
    await field.fill('{ "signed": ')
    await tabTo(
      page,
      page.getByRole('dialog', { name: 'Add trust root' }).getByRole('button', { name: 'Add trust root' }),
    )
    await page.keyboard.press('Enter')
    await form.getByText(/^Not valid JSON/).waitFor()
    await expectAccessible(page)
    await field.fill(JSON.stringify(oxideRootRole, null, 2))
    await tabTo(
      page,
      page.getByRole('dialog', { name: 'Add trust root' }).getByRole('button', { name: 'Add trust root' }),
    )
    await page.keyboard.press('Enter')
    await page.getByText('Trust root added').waitFor()
    await page.waitForURL('**/system/update')
    await eventually(() => page.getByRole('table', { name: 'Trust roots' }).getByRole('row').count()).toBe(
      1 + 2,
    )
    expectNoProblems(page)
  }, 60_000)
})
