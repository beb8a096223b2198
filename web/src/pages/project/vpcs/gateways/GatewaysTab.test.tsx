import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { gatewaysLoader } from '~/pages/project/vpcs/loaders'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import GatewaysTab from './GatewaysTab'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/vpcs/:vpc/internet-gateways',
    loader: gatewaysLoader,
    element: <GatewaysTab />,
  },
]

const cellOf = (row: HTMLElement, column: string) => {
  const headers = [...screen.getAllByRole('columnheader')].map((h) => h.textContent)
  return row.querySelectorAll('td')[headers.indexOf(column)] as HTMLElement
}

describe('the internet gateways tab', () => {
  it('shows what is attached to each gateway and how many routes target it', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/internet-gateways')
    const link = await screen.findByRole('link', { name: 'default' })
    expect(link.getAttribute('href')).toBe('/projects/web-frontend/vpcs/default/internet-gateways/default')
    const row = link.closest('tr') as HTMLElement
    await waitFor(() => expect(cellOf(row, 'IP pools').textContent).toBe('default'))
    // each column is a read of its own, which may end after the others
    await waitFor(() => expect(cellOf(row, 'IP addresses').textContent).toBe('10.85.1.240'))
    // the system router's two default routes and the edge router's route to the internet
    await waitFor(() => expect(cellOf(row, 'Routes').textContent).toBe('3'))
  })

  it('says in a row what could not be read instead of failing the tab, or waiting on it for ever', async () => {
    setMockFaults('internetGatewayIpPoolList=500,vpcRouterRouteList=503')
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/internet-gateways')
    const row = (await screen.findByRole('link', { name: 'default' })).closest('tr') as HTMLElement
    await waitFor(() => expect(cellOf(row, 'IP pools').textContent).toBe('Could not load'))
    await waitFor(() => expect(cellOf(row, 'Routes').textContent).toBe('Could not load'))
    await waitFor(() => expect(cellOf(row, 'IP addresses').textContent).toBe('10.85.1.240'))
  })

  it('says the addresses could not be read when they cannot', async () => {
    setMockFaults('internetGatewayIpAddressList=500')
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/internet-gateways')
    const row = (await screen.findByRole('link', { name: 'default' })).closest('tr') as HTMLElement
    await waitFor(() => expect(cellOf(row, 'IP addresses').textContent).toBe('Could not load'))
    await waitFor(() => expect(cellOf(row, 'IP pools').textContent).toBe('default'))
  })

  it("says the pools could not be read when the silo's pools, which name them, cannot be", async () => {
    setMockFaults('projectIpPoolList=500')
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/internet-gateways')
    const row = (await screen.findByRole('link', { name: 'default' })).closest('tr') as HTMLElement
    await waitFor(() => expect(cellOf(row, 'IP pools').textContent).toBe('Could not load'))
    await waitFor(() => expect(cellOf(row, 'IP addresses').textContent).toBe('10.85.1.240'))
  })

  it('deletes a gateway with what is attached to it and the custom routes to it, once confirmed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/internet-gateways')
    await user.click(await screen.findByRole('button', { name: 'Actions for default' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Copy ID' })).toBeTruthy()
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete internet gateway' })
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete internet gateway default? Its IP pools and addresses are detached, and the custom routes that target it are deleted with it.',
      ),
    ).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Internet gateway default deleted')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'No internet gateways' })).toBeTruthy()
    expect(db.vpcRouterRoutes.some((r) => r.name === 'internet')).toBe(false)
  })
})
