import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Breadcrumbs } from '~/components/Breadcrumbs'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { behindFleetGate, requireFleetViewer as systemLoader } from '~/pages/system/fleet-gate'
import { disabledReason } from '~/testing/disabled-reason'
import { grantFleetAdmin } from '~/testing/grant-role'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { expungedSled } from '~mock/fixtures/hardware/rack'
import { grace } from '~mock/fixtures/users'
import { sledOfInstance } from '~mock/handlers/hardware-racks'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { inventoryRoutes } from './routes'

setupMockServer()

const routes = [
  {
    loader: systemLoader,
    errorElement: <RouteErrorScreen />,
    element: (
      <>
        <Breadcrumbs />
        <Outlet />
      </>
    ),
    children: behindFleetGate(inventoryRoutes),
  },
]

const propertyValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement

/** The sled the seeded instance `web-1` runs on. */
function sledOfWeb1() {
  const web1 = must(db.instances.find((i) => i.name === 'web-1'))
  return must(db.sleds.find((s) => s.id === sledOfInstance(web1)))
}

describe('the sled page', () => {
  it("shows the sled's hardware and policies, and the instances running on it", async () => {
    const sled = sledOfWeb1()
    const { router } = renderRoutes(routes, `/system/inventory/sleds/${sled.id}`)
    await screen.findByRole('heading', { name: `Sled ${sled.baseboard.serial}`, level: 1 })
    expect(router.state.location.pathname).toBe(`/system/inventory/sleds/${sled.id}/instances`)
    expect(within(propertyValue('ID')).getByText(sled.id)).toBeTruthy()
    // the trail names the sled as its heading does, by serial
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Inventory', sled.baseboard.serial, 'Instances'])
    expect(within(crumbs).getByRole('link', { name: sled.baseboard.serial }).getAttribute('href')).toBe(
      `/system/inventory/sleds/${sled.id}/instances`,
    )
    expect(propertyValue('Provision policy').textContent).toBe('provisionable')
    expect(propertyValue('RAM').textContent).toBe('1,012 GiB')

    const table = await screen.findByRole('table', { name: 'Instances on this sled' })
    const row = within(table).getByText('engineering / web-frontend / web-1').closest('tr') as HTMLElement
    expect(within(row).getByText('running')).toBeTruthy()
    const web1 = must(db.instances.find((i) => i.name === 'web-1'))
    // the instance's page, found by its id wherever it is
    expect(
      within(row).getByRole('link', { name: 'engineering / web-frontend / web-1' }).getAttribute('href'),
    ).toBe(`/lookup/i/${web1.id}`)
    expect(within(row).getByText(`${web1.ncpus} vCPUs, ${web1.memory / 1024 ** 3} GiB`)).toBeTruthy()
  })

  it("lists the sled's physical disks on its disks tab, reached by keyboard", async () => {
    const user = userEvent.setup()
    const sled = sledOfWeb1()
    const { router } = renderRoutes(routes, `/system/inventory/sleds/${sled.id}/instances`)
    await screen.findByRole('table', { name: 'Instances on this sled' })
    const tabs = screen.getByRole('tablist', { name: 'Sled sections' })
    within(tabs).getByRole('tab', { name: 'Instances' }).focus()
    await user.keyboard('{ArrowRight}')
    const table = await screen.findByRole('table', { name: 'Physical disks in this sled' })
    expect(router.state.location.pathname).toBe(`/system/inventory/sleds/${sled.id}/disks`)
    const own = db.physicalDisks.filter((d) => d.sled_id === sled.id)
    expect(own).toHaveLength(12)
    expect(within(table).getAllByRole('row')).toHaveLength(1 + own.length)
    const u2 = must(own.find((d) => d.form_factor === 'u2'))
    const row = within(table).getByText(u2.serial).closest('tr') as HTMLElement
    expect(within(row).getByText('U.2')).toBeTruthy()
    expect(within(row).getByText(u2.model)).toBeTruthy()
    expect(within(row).getByText('in service')).toBeTruthy()
    // only this sled's disks
    const other = must(db.physicalDisks.find((d) => d.sled_id && d.sled_id !== sled.id))
    expect(within(table).queryByText(other.serial)).toBeNull()
  })

  it('makes the sled non-provisionable after a confirmation that says what changes, then back', async () => {
    const user = userEvent.setup()
    const sled = sledOfWeb1()
    renderRoutes(routes, `/system/inventory/sleds/${sled.id}/instances`)
    await user.click(await screen.findByRole('button', { name: 'Make non-provisionable' }))
    const dialog = await screen.findByRole('dialog', { name: 'Make sled non-provisionable' })
    expect(
      within(dialog).getByText(
        `New instances will no longer be placed on sled ${sled.baseboard.serial}. The instances running there now keep running there.`,
      ),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Make non-provisionable' }))
    expect(await screen.findByText(`Sled ${sled.baseboard.serial} is now non-provisionable`)).toBeTruthy()
    await waitFor(() => expect(propertyValue('Provision policy').textContent).toBe('non-provisionable'))
    expect(db.sleds.find((s) => s.id === sled.id)?.policy).toEqual({
      kind: 'in_service',
      provision_policy: 'non_provisionable',
    })
    // what ran there still does
    expect(screen.getByText('engineering / web-frontend / web-1')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Make provisionable' }))
    const back = await screen.findByRole('dialog', { name: 'Make sled provisionable' })
    expect(
      within(back).getByText(`New instances may be placed on sled ${sled.baseboard.serial} again.`),
    ).toBeTruthy()
    await user.click(within(back).getByRole('button', { name: 'Make provisionable' }))
    await waitFor(() => expect(propertyValue('Provision policy').textContent).toBe('provisionable'))
  })

  it('offers a fleet viewer no change, saying why, and shows a refusal it could not foresee as it comes', async () => {
    // grace is a fleet viewer through the group sre, not a fleet admin
    signIn(grace)
    const user = userEvent.setup()
    const sled = sledOfWeb1()
    renderRoutes(routes, `/system/inventory/sleds/${sled.id}/instances`)
    const button = await screen.findByRole('button', { name: 'Make non-provisionable' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(disabledReason(button)).toBe('Needs the admin role on the fleet')
    cleanup()

    // a fleet admin when the page read her role, who is one no longer when she confirms
    const restore = grantFleetAdmin(grace)
    renderRoutes(routes, `/system/inventory/sleds/${sled.id}/instances`)
    const enabled = await screen.findByRole('button', { name: 'Make non-provisionable' })
    restore()
    await user.click(enabled)
    const dialog = await screen.findByRole('dialog', { name: 'Make sled non-provisionable' })
    await user.click(within(dialog).getByRole('button', { name: 'Make non-provisionable' }))
    const toast = await screen.findByText('Could not change the provision policy')
    expect(
      within(toast.closest('[role="alert"]') as HTMLElement).getByText('Action not authorized'),
    ).toBeTruthy()
    expect(propertyValue('Provision policy').textContent).toBe('provisionable')
    expect(db.sleds.find((s) => s.id === sled.id)?.policy).toMatchObject({
      provision_policy: 'provisionable',
    })
  })

  it('offers no provision-policy change for an expunged sled, and says why', async () => {
    renderRoutes(routes, `/system/inventory/sleds/${expungedSled.id}/instances`)
    const button = await screen.findByRole('button', { name: 'Change provision policy' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-describedby')).toBeTruthy()
    expect(disabledReason(button)).toBe(
      'An expunged sled takes no instances and has no provision policy to change',
    )
    expect(propertyValue('Provision policy').textContent).toBe('—')
    expect(await screen.findByText('No instance runs on this sled now.')).toBeTruthy()
  })

  it('is Page not found for a sled that does not exist', async () => {
    renderRoutes(routes, '/system/inventory/sleds/f0f0f0f0-1111-4222-8333-444455556666/instances')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
