import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { vpcsLoader } from '~/pages/project/vpcs/loaders'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import VpcsPage from './VpcsPage'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    errorElement: <p>error screen</p>,
    children: [
      { path: 'vpcs', loader: vpcsLoader, element: <VpcsPage /> },
      { path: 'vpcs/:vpc/firewall-rules', element: <p>rules tab</p> },
      { path: 'vpcs/:vpc/edit', element: <p>edit form</p> },
    ],
  },
]

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement

describe('the VPC list', () => {
  it('shows each VPC with its DNS name, description and a count of its firewall rules', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs')
    const link = await screen.findByRole('link', { name: 'dmz' })
    expect(link.getAttribute('href')).toBe('/projects/web-frontend/vpcs/dmz/firewall-rules')
    expect(within(row('dmz')).getByText('Public load balancer tier')).toBeTruthy()
    // the default VPC has the three rules every VPC starts with and three of its own
    const rules = await within(row('default')).findByRole('link', { name: '6 rules' })
    expect(rules.getAttribute('href')).toBe('/projects/web-frontend/vpcs/default/firewall-rules')
    expect(await within(row('dmz')).findByRole('link', { name: '3 rules' })).toBeTruthy()
  })

  it('shows the list when the firewall rules cannot be read, each count saying so', async () => {
    setMockFaults('vpcFirewallRulesView=500')
    renderRoutes(routes, '/projects/web-frontend/vpcs')
    await screen.findByRole('link', { name: 'dmz' })
    expect(within(row('dmz')).getByText('Public load balancer tier')).toBeTruthy()
    expect(await within(row('dmz')).findByText('Could not load')).toBeTruthy()
    expect(await within(row('default')).findByText('Could not load')).toBeTruthy()
    expect(screen.queryByText('error screen')).toBeNull()
  })

  it('explains what a VPC is when there are none, with the create action', async () => {
    db.vpcs = db.vpcs.filter((v) => v.project_id !== db.projects.find((p) => p.name === 'sandbox')?.id)
    renderRoutes(routes, '/projects/sandbox/vpcs')
    expect(await screen.findByRole('heading', { name: 'No VPCs' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'New VPC' }).length).toBeGreaterThan(0)
  })

  it('shows the error screen when the list cannot be read', async () => {
    setMockFaults('vpcList=500')
    renderRoutes(routes, '/projects/web-frontend/vpcs')
    expect(await screen.findByText('error screen')).toBeTruthy()
  })

  it('asks before deleting, names the VPC, and shows the refusal of the API as an error toast', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs')
    await user.click(await screen.findByRole('button', { name: 'Actions for default' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete VPC' })
    expect(within(confirm).getByText('Are you sure you want to delete VPC default?')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Could not delete VPC')).toBeTruthy()
    expect(screen.getByText('VPC cannot be deleted while VPC Subnets exist')).toBeTruthy()
    expect(row('default')).toBeTruthy()
  })

  it('deletes a VPC once confirmed and drops its row', async () => {
    // its subnets, the default one included, have gone first, as the API requires
    const dmz = db.vpcs.find((v) => v.name === 'dmz')
    db.vpcSubnets = db.vpcSubnets.filter((subnet) => subnet.vpc_id !== dmz?.id)
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs')
    await user.click(await screen.findByRole('button', { name: 'Actions for dmz' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete VPC' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('VPC dmz deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'dmz' })).toBeNull())
  })

  it('offers edit and Copy ID in the row menu', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs')
    await user.click(await screen.findByRole('button', { name: 'Actions for dmz' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Copy ID' })).toBeTruthy()
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/dmz/edit'))
  })
})
