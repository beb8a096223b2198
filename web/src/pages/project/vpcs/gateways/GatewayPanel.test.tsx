import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { api } from '~/api/instance'
import { gatewayLoader } from '~/pages/project/vpcs/loaders'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import GatewayPanel from './GatewayPanel'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/vpcs/:vpc/internet-gateways/:gateway',
    loader: gatewayLoader,
    element: <GatewayPanel />,
  },
  { path: '/projects/:project/vpcs/:vpc/internet-gateways', element: <p>gateway list</p> },
]

describe('the internet gateway panel', () => {
  it('lists the routes that target the gateway, with links to their routers', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/internet-gateways/default')
    const table = await screen.findByRole('table', { name: 'Routes to this gateway' })
    const edge = within(table).getByRole('link', { name: 'edge' })
    expect(edge.getAttribute('href')).toBe('/projects/web-frontend/vpcs/default/routers/edge')
    const internet = within(table).getByRole('link', { name: 'internet' })
    expect(internet.getAttribute('href')).toBe(
      '/projects/web-frontend/vpcs/default/routers/edge/routes/internet/edit',
    )
    expect(within(table).getByRole('link', { name: 'default-v6' })).toBeTruthy()
  })

  it('opens when the routes cannot be read, and says so where they would be listed', async () => {
    setMockFaults('vpcRouterRouteList=500')
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/internet-gateways/default')
    expect(await screen.findByText(/^Could not read the VPC's routes/)).toBeTruthy()
    expect(screen.getByRole('table', { name: 'IP addresses attached to this gateway' })).toBeTruthy()
  })

  it('says when no route targets the gateway', async () => {
    const created = await api.methods.internetGatewayCreate({
      query: { project: 'web-frontend', vpc: 'dmz' },
      body: { name: 'spare', description: '' },
    })
    expect(created.type).toBe('success')
    renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/internet-gateways/spare')
    expect(
      await screen.findByText('No route targets this gateway, so no traffic goes through it yet.'),
    ).toBeTruthy()
  })

  it('attaches a pool, named after it, and detaches an address after asking', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/internet-gateways/default')
    await user.click(await screen.findByRole('button', { name: 'Attach IP pool' }))
    const dialog = await screen.findByRole('dialog', { name: 'Attach IP pool' })
    await user.click(within(dialog).getByRole('combobox', { name: 'IP pool' }))
    // the default pool is attached already
    await screen.findByRole('option', { name: /ipv6-pool/ })
    expect(screen.queryByRole('option', { name: /^default/ })).toBeNull()
    await user.click(screen.getByRole('option', { name: /ipv6-pool/ }))
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('ipv6-pool')
    await user.click(within(dialog).getByRole('button', { name: 'Attach pool' }))
    const pools = await screen.findByRole('table', { name: 'IP pools attached to this gateway' })
    await waitFor(() => expect(within(pools).getAllByText('ipv6-pool').length).toBe(2))

    await user.click(screen.getByRole('button', { name: 'Detach IP address 10.85.1.240' }))
    const confirm = await screen.findByRole('dialog', { name: 'Detach IP address' })
    expect(
      within(confirm).getByText('Detach IP address 10.85.1.240 from internet gateway default?'),
    ).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Detach' }))
    expect(await screen.findByText('No single IP address is attached.')).toBeTruthy()
    expect(db.internetGatewayIpAddresses.some((a) => a.address === '10.85.1.240')).toBe(false)
  })

  it('checks an address before attaching it', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/internet-gateways/default')
    await user.click(await screen.findByRole('button', { name: 'Attach IP address' }))
    const dialog = await screen.findByRole('dialog', { name: 'Attach IP address' })
    await user.type(within(dialog).getByRole('textbox', { name: 'IP address' }), '10.85.1')
    await user.type(within(dialog).getByLabelText(/^Name/), 'egress-2')
    await user.click(within(dialog).getByRole('button', { name: 'Attach address' }))
    expect(await within(dialog).findByText('Not a valid IP address')).toBeTruthy()
    await user.type(within(dialog).getByRole('textbox', { name: 'IP address' }), '.241')
    await user.click(within(dialog).getByRole('button', { name: 'Attach address' }))
    const addresses = await screen.findByRole('table', { name: 'IP addresses attached to this gateway' })
    expect(await within(addresses).findByText('10.85.1.241')).toBeTruthy()
  })
})
