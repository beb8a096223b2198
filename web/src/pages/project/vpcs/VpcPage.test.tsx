import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { vpcLoader } from '~/pages/project/vpcs/loaders'
import { renderRoutes } from '~/testing/render-routes'
import { setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import { vpcsRoutes } from './routes'
import VpcPage from './VpcPage'

setupMockServer()

const pageRoutes = [
  {
    path: '/projects/:project/vpcs/:vpc',
    loader: vpcLoader,
    element: <VpcPage />,
    errorElement: <p>error screen</p>,
    children: [{ path: 'firewall-rules', element: <p>rules tab</p> }],
  },
]

const propertyValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement

describe('the VPC page', () => {
  it('shows the VPC in its header, with its system router and the tabs', async () => {
    renderRoutes(pageRoutes, '/projects/web-frontend/vpcs/dmz/firewall-rules')
    expect(await screen.findByRole('heading', { name: 'dmz', level: 1 })).toBeTruthy()
    expect(screen.getByText('Public load balancer tier')).toBeTruthy()
    expect(within(propertyValue('DNS name')).getByText('dmz')).toBeTruthy()
    expect(within(propertyValue('IPv6 prefix')).getByText('fd01:11cb:7b00::/48')).toBeTruthy()
    expect(within(propertyValue('ID')).getByRole('button', { name: 'Copy VPC ID' })).toBeTruthy()
    const system = await within(propertyValue('System router')).findByRole('link', { name: 'system' })
    expect(system.getAttribute('href')).toBe('/projects/web-frontend/vpcs/dmz/routers/system')
    const tabs = screen.getByRole('tablist', { name: 'VPC sections' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Firewall rules', '/projects/web-frontend/vpcs/dmz/firewall-rules'],
      ['Subnets', '/projects/web-frontend/vpcs/dmz/subnets'],
      ['Routers', '/projects/web-frontend/vpcs/dmz/routers'],
      ['Internet gateways', '/projects/web-frontend/vpcs/dmz/internet-gateways'],
    ])
    expect(screen.getByText('rules tab')).toBeTruthy()
  })

  it('shows the VPC when its system router cannot be read, saying so where the router would be', async () => {
    setMockFaults('vpcRouterView=500')
    renderRoutes(pageRoutes, '/projects/web-frontend/vpcs/dmz/firewall-rules')
    expect(await screen.findByRole('heading', { name: 'dmz', level: 1 })).toBeTruthy()
    expect(await within(propertyValue('System router')).findByText('Could not load')).toBeTruthy()
    expect(screen.getByText('rules tab')).toBeTruthy()
    expect(screen.queryByText('error screen')).toBeNull()
  })

  it('is Page not found for a VPC that does not exist', async () => {
    renderRoutes(pageRoutes, '/projects/web-frontend/vpcs/nope/firewall-rules')
    expect(await screen.findByText('error screen')).toBeTruthy()
  })

  it('opens on the firewall rules tab', async () => {
    const { router } = renderRoutes(
      [{ path: '/projects/:project', errorElement: <p>no such tab here</p>, children: vpcsRoutes }],
      '/projects/web-frontend/vpcs/dmz',
    )
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/dmz/firewall-rules'),
    )
  })
})
