import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  eventually,
  expectAccessible,
  expectAccessibleSettled,
  expectNoProblems,
  setupBrowser,
} from './browser'
import { rowWithLink } from './page-kit'
import { setFaults } from './walk'

const browser = setupBrowser()

// seeded in the mock: web-1 runs in web-frontend; billing has no instance in a transitional state

async function confirm(page: Page, title: string, action: string) {
  const dialog = page.getByRole('alertdialog', { name: title }).or(page.getByRole('dialog', { name: title }))
  await dialog.waitFor()
  await dialog.getByRole('button', { name: action }).click()
}

/** Waits for enter/exit animations, so contrast checks do not see half-faded overlays. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

describe('instances', () => {
  it('creates an instance with a new boot disk and an additional disk, sees it run, then stops it', async () => {
    // the mock starts and stops the instance ten times faster than its usual seconds
    const page = await browser.open('/projects/billing/instances-new?mock-speed=10')
    const creates: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/instances')
        creates.push(r.postData() ?? '')
    })
    await page.getByRole('heading', { name: 'Create instance', level: 1 }).waitFor()
    // the name starts out generated, so the form can be submitted as it is
    await eventually(() => page.getByLabel('Name', { exact: true }).inputValue()).toMatch(
      /^instance-[0-9a-f]{6}$/,
    )
    await page.getByLabel('Name', { exact: true }).fill('db-1')

    // the image combobox is searchable and works from the keyboard: type to filter, arrow down, Enter
    const image = page.getByRole('combobox', { name: 'Image' })
    await image.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('ubuntu')
    await page
      .getByRole('option', { name: /ubuntu/ })
      .first()
      .waitFor()
    await page.keyboard.press('ArrowDown')
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-activedescendant'))
    await page.keyboard.press('Enter')
    await eventually(() => image.inputValue()).toMatch(/ubuntu/)

    await page.getByRole('button', { name: 'Create new disk' }).click()
    const draft = page.getByRole('group', { name: 'New disk' })
    await draft.getByLabel('Disk name').fill('db-1-data')
    const size = draft.getByRole('textbox', { name: 'Disk size' })
    await size.fill('20')
    // Enter in the new disk's size adds the disk instead of creating the instance
    await size.press('Enter')
    await page.getByRole('list', { name: 'Additional disks' }).getByText('db-1-data').waitFor()
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Create instance' }).click()
    await page.waitForURL('**/projects/billing/instances/db-1/storage')
    // the one create request is the one the button sent, carrying the disk Enter added: had Enter submitted the
    // form, there would be an earlier request without it
    expect(creates).toHaveLength(1)
    expect(JSON.parse(creates[0]).disks).toEqual([
      expect.objectContaining({ type: 'create', name: 'db-1-data', size: 20 * 1024 ** 3 }),
    ])
    await page
      .getByRole('table', { name: 'Other disks' })
      .getByRole('cell', { name: 'db-1-data', exact: true })
      .waitFor()
    await eventually(() =>
      page
        .getByRole('table', { name: 'Boot disk' })
        .getByRole('cell', { name: 'db-1-boot', exact: true })
        .count(),
    ).toBe(1)

    // the list follows it until it runs (the unit tests prove it stops reading then)
    await page.getByRole('link', { name: 'Instances', exact: true }).first().click()
    await rowWithLink(page, 'db-1').getByText('running', { exact: true }).waitFor({ timeout: 15_000 })

    await rowWithLink(page, 'db-1').getByRole('button', { name: 'Actions for db-1' }).click()
    await page.getByRole('menuitem', { name: 'Stop' }).click()
    await confirm(page, 'Stop instance', 'Stop')
    await page.getByText('Stopping instance db-1').waitFor()
    await rowWithLink(page, 'db-1').getByText('stopped', { exact: true }).waitFor({ timeout: 15_000 })
    expectNoProblems(page)
  }, 90_000)

  it('keeps Create and Cancel in view, and answers a click on Create with the first field to fix', async () => {
    const page = await browser.open('/projects/billing/instances-new')
    const name = page.getByLabel('Name', { exact: true })
    const create = page.getByRole('button', { name: 'Create instance' })
    const cancel = page.getByRole('link', { name: 'Cancel' })
    await name.waitFor()
    const inView = (target: typeof create) =>
      target.evaluate((el) => {
        const box = el.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= window.innerHeight
      })
    // at the top of the long form, the buttons are already on screen
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0)
    await eventually(() => inView(create)).toBe(true)
    await eventually(() => inView(cancel)).toBe(true)
    await name.fill('')
    // further down, leaving the name for the button shows its error up there; the press must still land
    await page.mouse.wheel(0, 10_000)
    await eventually(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await create.click()
    await page.getByText('Some fields need attention; they are marked above.').waitFor()
    await eventually(() => name.evaluate((el) => el === document.activeElement)).toBe(true)
    await eventually(() => inView(name)).toBe(true)
    await eventually(() => inView(create)).toBe(true)
    expectNoProblems(page)
  })

  it('detaches and attaches a disk on the storage tab of a stopped instance', async () => {
    const page = await browser.open('/projects/web-frontend/instances/web-3/storage')
    const others = page.getByRole('table', { name: 'Other disks' })
    await others.waitFor()
    await page.getByRole('button', { name: 'Attach existing disk' }).click()
    const dialog = page.getByRole('dialog', { name: 'Attach disk' })
    const picker = dialog.getByRole('combobox', { name: 'Disk' })
    await picker.waitFor()
    // the list box pops up on focus (once its code is there); close it to check the dialog itself
    await page.getByRole('listbox').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('listbox').waitFor({ state: 'detached' })
    await settled(page)
    await expectAccessible(page)
    await picker.fill('web-ass')
    await page.getByRole('option', { name: /web-assets/ }).click()
    await dialog.getByRole('button', { name: 'Attach disk' }).click()
    await page.getByText('Disk web-assets attached').waitFor()
    await others.getByRole('cell', { name: 'web-assets', exact: true }).waitFor()

    await others.getByRole('button', { name: 'Actions for disk web-assets' }).click()
    await page.getByRole('menuitem', { name: 'Detach' }).click()
    await confirm(page, 'Detach disk', 'Detach')
    await page.getByText('Disk web-assets detached').waitFor()
    await others.getByRole('cell', { name: 'web-assets', exact: true }).waitFor({ state: 'detached' })
    expectNoProblems(page)
  })

  it('says when the instance could not be read again after an action, and reads it again on request', async () => {
    const page = await browser.open('/projects/web-frontend/instances/web-1/storage?mock-speed=10')
    await page.getByRole('heading', { name: 'web-1', level: 1 }).waitFor()
    // the stop goes through; the reads of the instance that follow it find no network
    await setFaults(page, 'network-error=instanceView')
    await page.getByRole('button', { name: 'Stop' }).click()
    await confirm(page, 'Stop instance', 'Stop')
    const notice = page.getByRole('status').filter({ hasText: 'Could not refresh the instance.' })
    await notice.getByText('Could not reach the API. Check your network connection and try again.').waitFor()
    // what was read last stays on screen, marked as such
    await page.getByRole('heading', { name: 'web-1', level: 1 }).waitFor()
    await expectAccessibleSettled(page)

    await setFaults(page, '')
    await notice.getByRole('button', { name: 'Try again' }).click()
    await notice.waitFor({ state: 'detached' })
    // read again, the instance is on its way down (or there), and the page follows it from there
    await page.getByText('stopped', { exact: true }).waitFor({ timeout: 15_000 })
    expectNoProblems(page)
  }, 60_000)
})
