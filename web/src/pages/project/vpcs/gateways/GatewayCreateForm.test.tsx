import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { gatewayCreateLoader } from '~/pages/project/vpcs/loaders'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import GatewayCreateForm from './GatewayCreateForm'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/vpcs/:vpc/internet-gateways-new',
    loader: gatewayCreateLoader,
    element: <GatewayCreateForm />,
  },
  { path: '/projects/:project/vpcs/:vpc/internet-gateways/:gateway', element: <p>gateway panel</p> },
  { path: '/projects/:project/vpcs/:vpc/internet-gateways', element: <p>gateway list</p> },
]

const gatewayNamed = (name: string) => db.internetGateways.find((g) => g.name === name)

describe('the create internet gateway form', () => {
  it('creates a gateway with the silo default pool attached, and opens it', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/internet-gateways-new')
    const pool = (await screen.findByRole('combobox', { name: 'IP pool' })) as HTMLInputElement
    expect(pool.value).toBe('default')
    await user.type(screen.getByLabelText(/^Name/), 'egress')
    await user.click(screen.getByRole('button', { name: 'Create gateway' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/dmz/internet-gateways/egress'),
    )
    const gateway = gatewayNamed('egress')
    const links = db.internetGatewayIpPools.filter((p) => p.internet_gateway_id === gateway?.id)
    expect(links.map((l) => l.name)).toEqual(['default'])
  })

  it('creates a gateway with nothing attached when None is chosen', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/internet-gateways-new')
    await user.type(await screen.findByLabelText(/^Name/), 'bare')
    await user.click(screen.getByRole('combobox', { name: 'IP pool' }))
    await user.click(await screen.findByRole('option', { name: /None/ }))
    await user.click(screen.getByRole('button', { name: 'Create gateway' }))
    await screen.findByText('gateway panel')
    const gateway = gatewayNamed('bare')
    expect(db.internetGatewayIpPools.some((p) => p.internet_gateway_id === gateway?.id)).toBe(false)
  })

  it('puts a taken name on the name field', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/internet-gateways-new')
    await user.type(await screen.findByLabelText(/^Name/), 'default')
    await user.click(screen.getByRole('button', { name: 'Create gateway' }))
    expect(await screen.findByText('Internet gateway name already exists')).toBeTruthy()
  })
})
