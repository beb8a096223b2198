import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { api } from '~/api/instance'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import { ipPoolsRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/', errorElement: <RouteErrorScreen />, children: ipPoolsRoutes }]

const propertyValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement

const meter = () => screen.getByRole('meter', { name: 'Addresses allocated' })

describe('an IP pool page', () => {
  it('opens on its ranges, under the header, the properties and the utilization bar', async () => {
    const { router } = renderRoutes(routes, '/system/networking/ip-pools/default')
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/system/networking/ip-pools/default/ranges'),
    )
    expect(await screen.findByRole('heading', { name: 'default', level: 1 })).toBeTruthy()
    expect(screen.getByText('Public IPv4 addresses for instances and floating IPs')).toBeTruthy()
    expect(within(propertyValue('IP version')).getByText('IPv4')).toBeTruthy()
    expect(within(propertyValue('Pool type')).getByText('Unicast')).toBeTruthy()
    expect(within(propertyValue('ID')).getByRole('button', { name: 'Copy IP pool ID' })).toBeTruthy()

    const result = await api.methods.ipPoolUtilizationView({ path: { pool: 'default' } })
    if (result.type !== 'success') throw new Error('no utilization')
    const allocated = result.data.capacity - result.data.remaining
    expect(allocated).toBeGreaterThan(0)
    await waitFor(() =>
      expect(meter().getAttribute('aria-valuetext')).toBe(`${allocated} of 480 addresses allocated`),
    )
    expect(
      screen.getByText(`${allocated} allocated of 480 (${Math.floor((allocated * 1000) / 480) / 10}%)`),
    ).toBeTruthy()
    expect(screen.getByText(`${480 - allocated} remaining`)).toBeTruthy()

    const tabs = screen.getByRole('tablist', { name: 'IP pool sections' })
    expect(within(tabs).getByRole('tab', { name: 'Ranges' }).getAttribute('aria-selected')).toBe('true')
    expect(within(tabs).getByRole('tab', { name: 'Linked silos' }).getAttribute('href')).toBe(
      '/system/networking/ip-pools/default/silos',
    )
    const ranges = await screen.findByRole('table', { name: 'Ranges' })
    expect(within(ranges).getByText('10.85.0.32')).toBeTruthy()
    expect(within(ranges).getByText('224')).toBeTruthy()
  })

  it('counts almost 2^64 addresses to the last one, and says the API rounds what is allocated', async () => {
    renderRoutes(routes, '/system/networking/ip-pools/multicast-v6/ranges')
    await screen.findByRole('heading', { name: 'multicast-v6', level: 1 })
    // the API sends 2^64; the range itself holds 2^64 - 1
    expect(await screen.findByText('18,446,744,073,709,551,615')).toBeTruthy()
    expect(screen.getByText(/about 0 allocated of 18\.45E18/)).toBeTruthy()
    expect(screen.getByText(/how many are allocated is approximate/)).toBeTruthy()
    expect(within(await screen.findByRole('table', { name: 'Ranges' })).getByText('18.45E18')).toBeTruthy()
  })

  it('shows the page when its counts cannot be read, saying so where the bar would be', async () => {
    setMockFaults('ipPoolUtilizationView=500')
    renderRoutes(routes, '/system/networking/ip-pools/lab-pool/ranges')
    expect(await screen.findByRole('heading', { name: 'lab-pool', level: 1 })).toBeTruthy()
    expect(await screen.findByText(/Could not load how many addresses are in use/)).toBeTruthy()
    expect(await screen.findByRole('table', { name: 'Ranges' })).toBeTruthy()
  })

  it('is Page not found for a pool the list does not hold, such as the service pool', async () => {
    renderRoutes(routes, '/system/networking/ip-pools/oxide-service-pool/ranges')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })

  it('edits the name and description, and follows a new name', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/networking/ip-pools/lab-pool/edit')
    const form = await screen.findByRole('dialog', { name: 'Edit IP pool' })
    const name = within(form).getByRole('textbox', { name: /^Name/ })
    expect((name as HTMLInputElement).value).toBe('lab-pool')
    await user.clear(name)
    await user.type(name, 'lab-2')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('IP pool lab-2 updated')).toBeTruthy()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/system/networking/ip-pools/lab-2/ranges'),
    )
    expect(await screen.findByRole('heading', { name: 'lab-2', level: 1 })).toBeTruthy()
  })
})

describe('the service IP pool', () => {
  it('lists its ranges without a way to change them', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/networking/ip-pools-service')
    expect(await screen.findByRole('heading', { name: 'Service IP pool', level: 1 })).toBeTruthy()
    expect(within(propertyValue('Name')).getByText('oxide-service-pool')).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Service IP pool ranges' })
    expect(within(table).getByText('10.85.0.1')).toBeTruthy()
    expect(within(table).getByText('31')).toBeTruthy()
    await user.click(within(table).getByRole('button', { name: 'Actions for 10.85.0.1–10.85.0.31' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Copy ID'])
    expect(db.ipPoolRanges.some((r) => r.range.first === '10.85.0.1')).toBe(true)
  })
})
