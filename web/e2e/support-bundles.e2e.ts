import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { activeBundle } from '~mock/fixtures/platform/support-bundles'
import {
  eventually,
  expectAccessible,
  expectAccessibleSettled,
  expectNoProblems,
  SETTLE_MS,
  setupBrowser,
} from './browser'
import { propertyValue, tabTo } from './page-kit'

const browser = setupBrowser()

/** What the browser saved for a download: its suggested name and its content. */
async function saved(download: import('playwright-core').Download) {
  const path = await download.path()
  return { name: download.suggestedFilename(), bytes: readFileSync(path) }
}

describe('support bundles', () => {
  it('creates a bundle by keyboard, opens it once collected and downloads one of its files', async () => {
    const page = await browser.open('/system/support-bundles')
    // the mock, loaded again, collects the bundle ten times faster than its usual five seconds
    await page.evaluate(() => localStorage.setItem('mock-speed', '10'))
    await page.reload()
    await page.getByRole('heading', { name: 'Support bundles', level: 1 }).waitFor()
    await page.getByRole('link', { name: activeBundle.id }).waitFor()
    await expectAccessible(page)

    await tabTo(page, page.getByRole('link', { name: 'Create support bundle' }))
    await page.keyboard.press('Enter')
    await page.waitForURL('**/system/support-bundles-new')
    const form = page.getByRole('dialog', { name: 'Create support bundle' })
    await form.getByRole('textbox', { name: /^Comment/ }).waitFor()
    await page.keyboard.type('Fan alarms on sled 9, case 4311')
    await expectAccessibleSettled(page)
    await tabTo(page, form.getByRole('button', { name: 'Create support bundle' }))
    await page.keyboard.press('Enter')
    await page.waitForURL('**/system/support-bundles')

    // the new bundle heads the list, and the list follows it until it is active (the unit tests watch it collect)
    const table = page.getByRole('table', { name: 'Support bundles' })
    const newRow = table.getByRole('row').filter({ hasText: 'Fan alarms on sled 9, case 4311' })
    await newRow.getByText('active').waitFor({ timeout: SETTLE_MS })
    const id = (await newRow.getByRole('link').textContent()) ?? ''
    expect(id).toMatch(/^[0-9a-f-]{36}$/)

    await tabTo(page, newRow.getByRole('link', { name: id }))
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: `Support bundle ${id.slice(0, 8)}`, level: 1 }).waitFor()
    await eventually(() => propertyValue(page, 'State').textContent()).toBe('active')
    await page.getByText(/^\d[\d.,]* KiB \([\d,]+ bytes\)$/).waitFor()
    const files = page.getByRole('table', { name: 'Files' })
    await files.getByRole('row').filter({ hasText: 'bundle_id.txt' }).getByText('37 B').waitFor()
    await expectAccessibleSettled(page)

    // one file, by keyboard, through the browser's download
    const link = files.getByRole('link', { name: 'Download bundle_id.txt' })
    await tabTo(page, link)
    const [fileDownload] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    const file = await saved(fileDownload)
    expect(file.name).toBe('bundle_id.txt')
    expect(file.bytes.toString('utf8')).toBe(`${id}\n`)

    // and the whole bundle, a zip
    const [zipDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download bundle', exact: true }).click(),
    ])
    const zip = await saved(zipDownload)
    expect(zip.name).toBe(`support-bundle-${id}.zip`)
    expect([...zip.bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    expectNoProblems(page)
  }, 90_000)

  it('downloads a file from a sled folder, edits the comment and deletes the bundle after asking', async () => {
    const page = await browser.open(`/system/support-bundles/${activeBundle.id}`)
    const files = page.getByRole('table', { name: 'Files' })
    const dladm = files.getByRole('link', { name: 'Download sled-BRM42220001/dladm.txt' })
    const [download] = await Promise.all([page.waitForEvent('download'), dladm.click()])
    const file = await saved(download)
    expect(file.name).toBe('sled-BRM42220001_dladm.txt')
    expect(file.bytes.toString('utf8')).toMatch(/^LINK\s+CLASS\s+MTU/)

    await tabTo(page, page.getByRole('link', { name: 'Edit comment' }))
    await page.keyboard.press('Enter')
    const form = page.getByRole('dialog', { name: 'Edit comment' })
    const comment = form.getByRole('textbox', { name: /^Comment/ })
    await comment.fill('Sent to support, case 4127')
    await form.getByRole('button', { name: 'Save comment' }).click()
    await page.getByText('Comment of support bundle 2e4a6c8e saved').waitFor()
    await eventually(() => propertyValue(page, 'Comment').textContent()).toBe('Sent to support, case 4127')

    await tabTo(page, page.getByRole('button', { name: 'More actions for support bundle 2e4a6c8e' }))
    await page.keyboard.press('Enter')
    await page.getByRole('menu').getByRole('menuitem', { name: 'Delete' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Delete support bundle' })
    await dialog.getByText(/Its files are deleted from the rack/).waitFor()
    await expectAccessibleSettled(page)
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.waitForURL('**/system/support-bundles')
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: activeBundle.id }) })
    await row.getByText('destroying').waitFor()
    // the list follows it until it is gone
    await row.waitFor({ state: 'detached', timeout: SETTLE_MS })
    expectNoProblems(page)
  }, 60_000)
})
