import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { subnetEditLoader } from '~/pages/project/vpcs/loaders'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import SubnetEditForm from './SubnetEditForm'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/vpcs/:vpc/subnets/:subnet/edit',
    loader: subnetEditLoader,
    element: <SubnetEditForm />,
  },
  { path: '/projects/:project/vpcs/:vpc/subnets', element: <p>subnet list</p> },
]

describe('the edit subnet form', () => {
  it('shows the blocks read-only and the network interfaces in the subnet', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets/default/edit')
    const table = await screen.findByRole('table', { name: 'Network interfaces in this subnet' })
    const web1 = within(table).getByRole('link', { name: 'web-1' })
    expect(web1.getAttribute('href')).toBe('/projects/web-frontend/instances/web-1/networking')
    expect(screen.getByText('172.30.0.0/22')).toBeTruthy()
    // the blocks are text, not fields
    expect(screen.queryByRole('textbox', { name: /IPv4 block/ })).toBeNull()
    expect(screen.queryByRole('textbox', { name: /IPv6 block/ })).toBeNull()
  })

  it('says when no interface is in the subnet', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets/cache/edit')
    expect(
      await screen.findByText('No network interfaces are in this subnet, so it can be deleted.'),
    ).toBeTruthy()
  })

  it('detaches the custom router when None is chosen', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets/frontend/edit')
    const picker = (await screen.findByRole('combobox', { name: 'Custom router' })) as HTMLInputElement
    expect(picker.value).toBe('edge')
    await user.click(picker)
    await user.click(await screen.findByRole('option', { name: /None/ }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/default/subnets'),
    )
    expect(db.vpcSubnets.find((s) => s.name === 'frontend')?.custom_router_id).toBeNull()
  })
})
