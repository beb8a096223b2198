import { describe, it } from 'vitest'
import { db } from '~mock/db'
import { sledOfInstance } from '~mock/handlers/hardware-racks'
import {
  eventually,
  expectAccessible,
  expectAccessibleSettled,
  expectNoProblems,
  setupBrowser,
} from './browser'
import { focusWithin, propertyValue, tabTo } from './page-kit'

const browser = setupBrowser()

/** The sled the seeded instance web-1 runs on, as the mock places it (by the instance's id, so it is stable). */
function sledOfWeb1() {
  const web1 = db.instances.find((i) => i.name === 'web-1')
  const sled = web1 && db.sleds.find((s) => s.id === sledOfInstance(web1))
  if (!sled) throw new Error('the seed has no sled for web-1')
  return { id: sled.id, serial: sled.baseboard.serial }
}

describe('the inventory', () => {
  it('filters the disks and clears them, goes to the sleds and sorts them, all by keyboard, then on to a sled, its disks and an instance on it', async () => {
    const sled = sledOfWeb1()
    // the two M.2 drives of each of the 11 sleds not expunged
    const page = await browser.open('/system/inventory/disks?form=m2&state=active')
    const disks = page.getByRole('table', { name: 'Physical disks' })
    await eventually(() => disks.getByRole('row').count()).toBe(1 + 22)
    await page.getByText('22 of 144 disks match').waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Clear filters' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL('**/system/inventory/disks')
    await eventually(() => disks.getByRole('row').count()).toBe(1 + 50)
    await page.getByText('50 rows').waitFor()

    // the sleds tab, by keyboard
    await page.getByRole('tab', { name: 'Disks', exact: true }).focus()
    await page.keyboard.press('ArrowLeft')
    await page.waitForURL('**/system/inventory/sleds')
    const sleds = page.getByRole('table', { name: 'Sleds' })
    await eventually(() => sleds.getByRole('row').count()).toBe(1 + 12)
    await eventually(() => propertyValue(page, 'Sleds').textContent()).toBe(
      '12: 10 provisionable, 1 non-provisionable, 1 expunged',
    )
    // the policy header sorts by policy, by keyboard: the expunged sled goes last
    await sleds.getByRole('button', { name: 'Policy' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL('**/sleds?sort=policy_ascending')
    await eventually(() => sleds.getByRole('row').last().textContent()).toContain('expunged')

    // on to the sled web-1 runs on, its disks, and the instance's own page
    await page.getByRole('link', { name: sled.id }).click()
    await page.waitForURL(`**/system/inventory/sleds/${sled.id}/instances`)
    await page.getByRole('heading', { name: `Sled ${sled.serial}`, level: 1 }).waitFor()
    const instances = page.getByRole('table', { name: 'Instances on this sled' })
    const web1 = instances.getByRole('row').filter({ hasText: 'engineering / web-frontend / web-1' })
    await web1.getByText('running').waitFor()
    await web1.getByText('4 vCPUs, 16 GiB').waitFor()
    await page.getByRole('tab', { name: 'Disks', exact: true }).click()
    await page.waitForURL(`**/system/inventory/sleds/${sled.id}/disks`)
    await eventually(() =>
      page.getByRole('table', { name: 'Physical disks in this sled' }).getByRole('row').count(),
    ).toBe(1 + 12)
    await eventually(() => page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain(
      sled.serial,
    )
    await page.getByRole('tab', { name: 'Instances', exact: true }).click()
    await page.getByRole('link', { name: 'engineering / web-frontend / web-1' }).click()
    await page.waitForURL('**/projects/web-frontend/instances/web-1/**')
    await page.getByRole('heading', { name: 'web-1', level: 1 }).waitFor()
    expectNoProblems(page)
  }, 60_000)

  it('makes a sled non-provisionable by keyboard after a confirmation; Escape changes nothing', async () => {
    const sled = sledOfWeb1()
    const page = await browser.open(`/system/inventory/sleds/${sled.id}/instances`)
    await eventually(() => propertyValue(page, 'Provision policy').textContent()).toBe('provisionable')

    // Escape: the dialog closes and nothing changes
    await page.getByRole('button', { name: 'Make non-provisionable' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Make sled non-provisionable' })
    await dialog
      .getByText(
        `New instances will no longer be placed on sled ${sled.serial}. The instances running there now keep running there.`,
      )
      .waitFor()
    await expectAccessibleSettled(page)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await eventually(() => propertyValue(page, 'Provision policy').textContent()).toBe('provisionable')

    // confirmed with the keyboard
    await page.getByRole('button', { name: 'Make non-provisionable' }).focus()
    await page.keyboard.press('Enter')
    // the trigger behind the dialog has the same name, so the button is looked for inside the dialog
    await eventually(() => focusWithin(dialog)).toBe(true)
    await tabTo(page, dialog.getByRole('button', { name: 'Make non-provisionable' }))
    await page.keyboard.press('Enter')
    await page.getByText(`Sled ${sled.serial} is now non-provisionable`).waitFor()
    await eventually(() => propertyValue(page, 'Provision policy').textContent()).toBe('non-provisionable')
    await page.getByRole('button', { name: 'Make provisionable' }).waitFor()
    // what runs there keeps running there
    await page.getByText('engineering / web-frontend / web-1').waitFor()
    await expectAccessibleSettled(page)
    expectNoProblems(page)
  }, 60_000)
})
