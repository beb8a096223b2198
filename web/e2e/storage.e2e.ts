import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BULK_WRITE_CHUNK_BYTES } from '~/util/upload'
import { eventually, expectAccessible, expectNoProblems, setupBrowser } from './browser'

const browser = setupBrowser()

const MiB = 1024 * 1024

// Image files are handed to the browser as files on disk, which it reads itself. Given a buffer instead,
// Playwright rebuilds the file inside the page one character at a time: over 30 seconds for 32 MiB on a busy
// machine, longer than a test may take.
let imageDir: string
beforeAll(() => {
  imageDir = mkdtempSync(join(tmpdir(), 'console-e2e-images-'))
})
afterAll(() => rmSync(imageDir, { recursive: true, force: true }))

/**
 * A raw image with data in every chunk, so every piece is really sent; it starts as a disk with a DOS partition
 * table does (0x55 0xAA at 510), unless `partitioned` is false.
 */
function imageFile(name: string, size: number, { partitioned = true } = {}) {
  const path = join(imageDir, `${name}.raw`)
  const bytes = randomBytes(size)
  if (partitioned) bytes.set([0x55, 0xaa], 510)
  writeFileSync(path, bytes)
  return path
}

async function fillUploadForm(page: Page, name: string, size: number) {
  const form = page.getByRole('dialog', { name: 'Upload image' })
  await form.waitFor()
  await form.getByRole('textbox', { name: 'Name' }).fill(name)
  await form.getByRole('textbox', { name: 'OS' }).fill('alpine')
  await form.getByRole('textbox', { name: 'Version' }).fill('3.21')
  await form.getByLabel('Image file').setInputFiles(imageFile(name, size))
  return form
}

/** Waits for a list to show, as its table or its empty state, so that a row missing from it means something. */
async function listShown(page: Page, label: string, emptyTitle: string) {
  await page
    .getByRole('table', { name: label })
    .or(page.getByRole('heading', { name: emptyTitle }))
    .waitFor()
}

describe('disks, snapshots and images', () => {
  it('takes a snapshot of a disk picked from the keyboard', async () => {
    const page = await browser.open('/projects/web-frontend/snapshots')
    await page.getByRole('heading', { name: 'Snapshots', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'New snapshot' }).click()
    const form = page.getByRole('dialog', { name: 'Create snapshot' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name' }).fill('assets-before-migration')
    // the disk picker is searchable and works from the keyboard
    await form.getByRole('combobox', { name: 'Disk' }).click()
    await page.keyboard.type('web-assets')
    await page.getByRole('option', { name: /web-assets/ }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await eventually(() => form.getByRole('combobox', { name: 'Disk' }).inputValue()).toBe('web-assets')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Create snapshot' }).click()
    await page.getByText('Snapshot assets-before-migration created').waitFor()
    await page.getByRole('row', { name: /assets-before-migration/ }).waitFor()
    expectNoProblems(page)
  })

  it('uploads an image file with progress that reaches completion', async () => {
    // the pieces take the preview's time to answer, so the progress shows as it goes
    const page = await browser.open('/projects/sandbox/images-new', { slowApi: true })
    await fillUploadForm(page, 'tiny-alpine', 2 * MiB)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Upload image' }).click()

    const bar = page.getByRole('progressbar', { name: 'Upload progress' })
    await bar.waitFor()
    await page.getByText('2 MiB of 2 MiB (100%)').waitFor()
    // after the last byte the later phases show as their own steps, not as a bar stuck at 100%
    await eventually(() => bar.getAttribute('aria-valuetext')).toMatch(/^100%/)
    expectNoProblems(page)
  }, 60_000)

  it('warns about a file that may not be an image, takes a dropped file, and uploads after Upload anyway', async () => {
    const page = await browser.open('/projects/sandbox/images-new')
    const form = page.getByRole('dialog', { name: 'Upload image' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name' }).fill('just-noise')
    await form.getByRole('textbox', { name: 'OS' }).fill('alpine')
    await form.getByRole('textbox', { name: 'Version' }).fill('3.21')

    // dropped onto the zone around the file button, as from the desktop
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(1000).map((_, i) => (i * 7919) % 251)], 'noise.bin'))
      return transfer
    })
    const zone = form.getByText('Drop an image file here, or choose one').locator('..')
    await zone.dispatchEvent('dragenter', { dataTransfer: dropped })
    await zone.dispatchEvent('dragover', { dataTransfer: dropped })
    await zone.dispatchEvent('drop', { dataTransfer: dropped })
    await form.getByText('noise.bin').waitFor()
    await form.getByText('This 1,000 B file makes a 1 GiB image (images are whole GiB).').waitFor()
    await form.getByText(/this may not be bootable/).waitFor()
    await form.getByText(/not a whole number of 512-byte blocks/).waitFor()
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Upload image' }).click()
    await form.getByText(/tick Upload anyway to upload this file as it is/).waitFor()
    // the tick, by keyboard
    const anyway = form.getByRole('checkbox', { name: /Upload anyway/ })
    await anyway.focus()
    await page.keyboard.press('Space')
    await eventually(() => anyway.isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Upload image' }).click()
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor()
    expectNoProblems(page)
  })

  it('cancels an upload part way, stopping the import', async () => {
    // the pieces take the preview's time to answer, so the upload is still sending when it is canceled
    const page = await browser.open('/projects/sandbox/images-new', { slowApi: true })
    // the import calls in the order they went out, to tell that the upload stopped part way
    const importCalls: ('write' | 'stop')[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/^\/v1\/disks\/[^/]+\/bulk-write$/.test(path)) importCalls.push('write')
      if (/^\/v1\/disks\/[^/]+\/bulk-write-stop$/.test(path)) importCalls.push('stop')
    })
    // big enough that the upload is still sending when the cancel is confirmed, even on a fast machine
    const size = 24 * MiB
    await fillUploadForm(page, 'never-finished', size)
    await page.getByRole('button', { name: 'Upload image' }).click()
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor()
    await page.getByRole('button', { name: 'Cancel', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Cancel upload' })
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Cancel upload' }).click()
    await page.getByText('Upload canceled').waitFor({ timeout: 20_000 })
    await page.waitForURL('**/projects/sandbox/images')

    // the import was stopped before the whole file was sent, and nothing was written after that
    const stoppedAt = importCalls.indexOf('stop')
    expect(stoppedAt).toBeGreaterThan(0)
    expect(importCalls.slice(stoppedAt + 1)).not.toContain('write')
    expect(stoppedAt).toBeLessThan(size / BULK_WRITE_CHUNK_BYTES)

    await listShown(page, 'Project images', 'No project images')
    await eventually(() => page.getByRole('cell', { name: 'never-finished', exact: true }).count()).toBe(0)
    expectNoProblems(page)
  }, 60_000)

  it('deletes a detached disk after confirming', async () => {
    const page = await browser.open('/projects/web-frontend/disks')
    await page.getByRole('heading', { name: 'Disks', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Actions for web-assets' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete disk' })
    await confirm.getByText('Are you sure you want to delete disk web-assets?').waitFor()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Disk web-assets deleted').waitFor()
    await page.getByRole('cell', { name: 'web-assets', exact: true }).waitFor({ state: 'detached' })
    expectNoProblems(page)
  })

  it('creates a disk from an image, never smaller than the image', async () => {
    const page = await browser.open('/projects/web-frontend/disks-new')
    const form = page.getByRole('dialog', { name: 'Create disk' })
    await form.waitFor()
    await form.getByRole('textbox', { name: 'Name' }).fill('scratch-from-ubuntu')
    await form.getByText('Image', { exact: true }).click()
    await form.getByRole('combobox', { name: 'Image' }).click()
    await page.keyboard.type('ubuntu')
    await page.getByRole('option', { name: /ubuntu/ }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    const size = form.getByRole('textbox', { name: 'Size' })
    await size.fill('2')
    await page.getByRole('button', { name: 'Create disk' }).click()
    await form.getByText('Size must be at least 4 GiB, the size of the image').waitFor()
    await size.fill('8')
    await page.getByRole('button', { name: 'Create disk' }).click()
    await page.getByText('Disk scratch-from-ubuntu created').waitFor()
    const row = page.getByRole('row', { name: /scratch-from-ubuntu/ })
    await row.getByText('8 GiB').waitFor()
    await row.getByText('detached').waitFor({ timeout: 15_000 })
    expectNoProblems(page)
  })

  it('lists silo images and demotes one to a project', async () => {
    const page = await browser.open('/images')
    await page.getByRole('heading', { name: 'Silo images', level: 1 }).waitFor()
    await page.getByRole('button', { name: /^Actions for debian/ }).click()
    await page.getByRole('menuitem', { name: 'Demote to project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Demote image' })
    await dialog.getByRole('combobox', { name: 'Project' }).click()
    await page.keyboard.type('sandbox')
    await page.getByRole('option', { name: /sandbox/ }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Demote' }).click()
    await page.getByText(/demoted to project sandbox/).waitFor()
    await page.getByRole('button', { name: /^Actions for debian/ }).waitFor({ state: 'detached' })
    expectNoProblems(page)
  })
})
