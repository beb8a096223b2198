import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { requireFleetViewer as systemLoader } from '~/pages/system/fleet-gate'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { failedDisk } from '~mock/fixtures/hardware/physical-disks'
import { expungedSled, maintenanceSled, sleds } from '~mock/fixtures/hardware/rack'
import { katherine } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { inventoryRoutes } from './routes'

setupMockServer()

const routes = [
  {
    loader: systemLoader,
    errorElement: <RouteErrorScreen />,
    children: inventoryRoutes,
  },
]

const row = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement

const propertyValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement

describe('the inventory page', () => {
  it('opens on the sleds tab, with each sled and a summary of the rack', async () => {
    const { router } = renderRoutes(routes, '/system/inventory')
    const table = await screen.findByRole('table', { name: 'Sleds' })
    expect(router.state.location.pathname).toBe('/system/inventory/sleds')
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12)

    const first = row(table, sleds[0].baseboard.serial)
    const link = within(first).getByRole('link', { name: sleds[0].id })
    expect(link.getAttribute('href')).toBe(`/system/inventory/sleds/${sleds[0].id}/instances`)
    expect(within(first).getByText('913-0000019')).toBeTruthy()
    expect(within(first).getByText('revision 6')).toBeTruthy()
    expect(within(first).getByText('in service')).toBeTruthy()
    expect(within(first).getByText('provisionable')).toBeTruthy()
    expect(within(first).getByText('active')).toBeTruthy()
    expect(within(first).getByText('128')).toBeTruthy()
    // 1,086,626,725,888 bytes, in 1024-based units
    expect(within(first).getByText('1,012 GiB')).toBeTruthy()

    expect(within(row(table, maintenanceSled.baseboard.serial)).getByText('non-provisionable')).toBeTruthy()
    const expunged = row(table, expungedSled.baseboard.serial)
    expect(within(expunged).getByText('expunged')).toBeTruthy()
    expect(within(expunged).getByText('decommissioned')).toBeTruthy()

    expect(propertyValue('Sleds').textContent).toBe('12: 10 provisionable, 1 non-provisionable, 1 expunged')
    expect(propertyValue('Physical disks').textContent).toBe('144: 131 in service, 13 expunged')
    expect(propertyValue('Hardware threads').textContent).toBe('1,408 usable in service')
    // the same sleds as the utilization page counts: the 11 in service, the non-provisionable one among them
    expect(propertyValue('Capacity').textContent).toBe(
      '985 vCPUs, 7.61 TiB of memory and 223.98 TiB of storage: 70% of the 11 sleds in service (how it is derived)',
    )
    expect(propertyValue('Switches').textContent).toBe('2: BRM44220010, BRM44220011')
    const tabs = screen.getByRole('tablist', { name: 'Inventory sections' })
    expect(within(tabs).getByRole('tab', { name: 'Sleds' }).getAttribute('aria-selected')).toBe('true')
  })

  it('sorts the sleds by serial, policy or state either way, keeping the order in the URL', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/inventory/sleds')
    const table = await screen.findByRole('table', { name: 'Sleds' })
    const serials = () =>
      within(screen.getByRole('table', { name: 'Sleds' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1].textContent)
    const bySerial = sleds.map((s) => s.baseboard.serial).sort()
    expect(serials()).toEqual(bySerial)
    const header = (name: string) => within(table).getByRole('columnheader', { name })
    expect(header('Serial').getAttribute('aria-sort')).toBe('ascending')

    await user.click(within(header('Policy')).getByRole('button'))
    await waitFor(() => expect(header('Policy').getAttribute('aria-sort')).toBe('ascending'))
    expect(router.state.location.search).toBe('?sort=policy_ascending')
    expect(header('Serial').getAttribute('aria-sort')).toBe('none')
    // provisionable first (by serial), then the non-provisionable sled, then the expunged one
    const provisionable = bySerial.filter(
      (s) => s !== maintenanceSled.baseboard.serial && s !== expungedSled.baseboard.serial,
    )
    expect(serials()).toEqual([
      ...provisionable,
      maintenanceSled.baseboard.serial,
      expungedSled.baseboard.serial,
    ])

    // pressed again, the other way round (ties stay in serial order)
    await user.click(within(header('Policy')).getByRole('button'))
    await waitFor(() => expect(header('Policy').getAttribute('aria-sort')).toBe('descending'))
    expect(router.state.location.search).toBe('?sort=policy_descending')
    expect(serials()).toEqual([
      expungedSled.baseboard.serial,
      maintenanceSled.baseboard.serial,
      ...provisionable,
    ])

    await user.click(within(header('State')).getByRole('button'))
    await waitFor(() => expect(serials()[11]).toBe(expungedSled.baseboard.serial))
    await user.click(within(header('Serial')).getByRole('button'))
    await waitFor(() => expect(header('Serial').getAttribute('aria-sort')).toBe('ascending'))
    expect(router.state.location.search).toBe('')
    await user.click(within(header('Serial')).getByRole('button'))
    await waitFor(() => expect(serials()).toEqual([...bySerial].reverse()))
  })

  it('lists physical disks a page at a time, each linked to its sled', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/inventory/sleds')
    await screen.findByRole('table', { name: 'Sleds' })
    await user.click(screen.getByRole('tab', { name: 'Disks' }))
    const table = await screen.findByRole('table', { name: 'Physical disks' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 50)
    expect(screen.getByText('50 rows')).toBeTruthy()

    // the failed disk sits on the first page only if its id sorts there: find it by walking the pages
    const find = async (): Promise<HTMLElement> => {
      const current = screen.getByRole('table', { name: 'Physical disks' })
      const hit = within(current).queryByText(failedDisk.serial)
      if (hit) return hit.closest('tr') as HTMLElement
      await user.click(screen.getByRole('button', { name: /Next/ }))
      await waitFor(() => expect(screen.getByRole('table', { name: 'Physical disks' })).not.toBe(current))
      return find()
    }
    const failed = await find()
    expect(within(failed).getByText('U.2')).toBeTruthy()
    expect(within(failed).getByText('WUS4C6432DSP3X3')).toBeTruthy()
    expect(within(failed).getByText('expunged')).toBeTruthy()
    expect(within(failed).getByText('decommissioned')).toBeTruthy()
    const sled = must(db.sleds.find((s) => s.id === failedDisk.sled_id))
    expect(within(failed).getByRole('link', { name: sled.baseboard.serial }).getAttribute('href')).toBe(
      `/system/inventory/sleds/${sled.id}/instances`,
    )
  })

  it('filters the physical disks by form factor and sled, keeping the filters in the URL', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/inventory/disks?form=m2')
    // a picker is named by its value and its label, e.g. 'All sleds Sled'
    const picker = (label: string) => screen.getByRole('button', { name: new RegExp(` ${label}$`) })
    const rows = async (n: number) =>
      waitFor(() =>
        expect(
          within(screen.getByRole('table', { name: 'Physical disks' })).getAllByRole('row'),
        ).toHaveLength(1 + n),
      )
    // two M.2 boot drives in each of the 12 sleds
    await rows(24)
    expect(screen.getByText('24 of 144 disks match')).toBeTruthy()
    expect(picker('Form factor').textContent).toContain('M.2')

    const sled = must(db.sleds.find((s) => s.id === failedDisk.sled_id))
    await user.click(picker('Sled'))
    await user.click(await screen.findByRole('option', { name: sled.baseboard.serial }))
    await rows(2)
    expect(router.state.location.search).toBe(`?form=m2&sled=${sled.id}`)

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await rows(50)
    expect(router.state.location.search).toBe('')
    expect(screen.queryByText(/disks match/)).toBeNull()
  })

  it('filters by policy: the expunged disk of a sled', async () => {
    const sled = must(db.sleds.find((s) => s.id === failedDisk.sled_id))
    renderRoutes(routes, `/system/inventory/disks?sled=${sled.id}&policy=expunged`)
    const table = await screen.findByRole('table', { name: 'Physical disks' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 1)
    expect(within(table).getByText(failedDisk.serial)).toBeTruthy()
    expect(screen.getByText('1 of 144 disks match')).toBeTruthy()
  })

  it('says so when no disk passes the filters, and filters by state', async () => {
    renderRoutes(routes, `/system/inventory/disks?sled=${expungedSled.id}&state=active`)
    expect(await screen.findByText('No physical disk passes these filters.')).toBeTruthy()
    expect(screen.getByText('0 of 144 disks match')).toBeTruthy()
  })

  it("changes a sled's provision policy from its row menu, after a confirmation", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/inventory/sleds')
    const table = await screen.findByRole('table', { name: 'Sleds' })
    const serial = maintenanceSled.baseboard.serial
    await user.click(screen.getByRole('button', { name: `Actions for sled ${serial}` }))
    const menu = await screen.findByRole('menu')
    await user.click(within(menu).getByRole('menuitem', { name: 'Make provisionable' }))
    const dialog = await screen.findByRole('dialog', { name: 'Make sled provisionable' })
    await user.click(within(dialog).getByRole('button', { name: 'Make provisionable' }))
    expect(await screen.findByText(`Sled ${serial} is now provisionable`)).toBeTruthy()
    await waitFor(() => expect(within(row(table, serial)).getByText('provisionable')).toBeTruthy())
    await waitFor(() => expect(propertyValue('Sleds').textContent).toBe('12: 11 provisionable, 1 expunged'))

    // an expunged sled's menu says why it has no such action
    await user.click(
      screen.getByRole('button', { name: `Actions for sled ${expungedSled.baseboard.serial}` }),
    )
    const expunged = await screen.findByRole('menu')
    expect(
      within(expunged)
        .getByRole('menuitem', { name: /Change provision policy/ })
        .getAttribute('aria-disabled'),
    ).toBe('true')
    expect(
      within(expunged).getByText('An expunged sled takes no instances and has no provision policy to change'),
    ).toBeTruthy()
  })

  it('is Page not found for someone without a fleet role', async () => {
    signIn(katherine)
    renderRoutes(routes, '/system/inventory/sleds')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
