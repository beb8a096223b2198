import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { projectRoutes } from '~/pages/project/routes'
import { subnetsLoader } from '~/pages/project/vpcs/loaders'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import SubnetsTab from './SubnetsTab'

setupMockServer()

const routes = [
  { path: '/projects/:project/vpcs/:vpc/subnets', loader: subnetsLoader, element: <SubnetsTab /> },
]

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement

describe('the subnets tab', () => {
  it('lists blocks and links each subnet to its edit form and its custom router to its page', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets')
    const link = await screen.findByRole('link', { name: 'frontend' })
    expect(link.getAttribute('href')).toBe('/projects/web-frontend/vpcs/default/subnets/frontend/edit')
    const frontend = row('frontend')
    expect(within(frontend).getByText('172.30.4.0/24')).toBeTruthy()
    expect(within(frontend).getByText('fd62:1d71:bf1:1::/64')).toBeTruthy()
    const edge = within(frontend).getByRole('link', { name: 'edge' })
    expect(edge.getAttribute('href')).toBe('/projects/web-frontend/vpcs/default/routers/edge')
    expect(within(row('cache')).getByText('None')).toBeTruthy()
  })

  it('says a subnet in use cannot go, and deletes one that is not', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets')
    await user.click(await screen.findByRole('button', { name: 'Actions for default' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    let confirm = await screen.findByRole('dialog', { name: 'Delete subnet' })
    expect(within(confirm).getByText('Are you sure you want to delete subnet default?')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Could not delete subnet')).toBeTruthy()
    expect(
      screen.getByText('VPC Subnet cannot be deleted while network interfaces in the subnet exist'),
    ).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Actions for cache' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    confirm = await screen.findByRole('dialog', { name: 'Delete subnet' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Subnet cache deleted')).toBeTruthy()
    expect(db.vpcSubnets.some((s) => s.name === 'cache')).toBe(false)
  })

  it('explains subnets when a VPC has none', async () => {
    const dmz = db.vpcs.find((v) => v.name === 'dmz')
    db.vpcSubnets = db.vpcSubnets.filter((s) => s.vpc_id !== dmz?.id)
    renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/subnets')
    expect(await screen.findByRole('heading', { name: 'No subnets' })).toBeTruthy()
  })

  it('shows a subnet created over it, with the block given and the IPv6 block the API picked', async () => {
    const user = userEvent.setup()
    const nested: RouteObject[] = [{ path: '/', children: projectRoutes }]
    const { router } = renderRoutes(nested, '/projects/web-frontend/vpcs/default/subnets-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'batch')
    await pasteInto(user, screen.getByLabelText(/^IPv4 block/), '172.30.6.0/24')
    await user.click(screen.getByRole('button', { name: 'Create subnet' }))
    expect(await screen.findByText('Subnet batch created')).toBeTruthy()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/default/subnets'),
    )
    await screen.findByRole('link', { name: 'batch' })
    expect(within(row('batch')).getByText('172.30.6.0/24')).toBeTruthy()
    expect(within(row('batch')).getByText('fd62:1d71:bf1:3::/64')).toBeTruthy()
  })
})
