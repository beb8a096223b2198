import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '~/testing/render-routes'
import { setupMockServer } from '~mock/node'
import InstancesPage from './InstancesPage'
import { instancesLoader } from './routes'

setupMockServer()

const routes = [
  { path: '/projects/:project/instances', element: <InstancesPage />, loader: instancesLoader },
  { path: '*', element: <p>elsewhere</p> },
]

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement

describe('the instance list', () => {
  it('shows state, size and a state-gated action menu for every instance', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/instances')
    await screen.findByRole('link', { name: 'web-3' })
    expect(within(rowOf('web-1')).getByText('running')).toBeTruthy()
    expect(within(rowOf('web-1')).getByText('4 vCPU')).toBeTruthy()
    expect(within(rowOf('web-1')).getByText('16 GiB')).toBeTruthy()
    expect(within(rowOf('web-canary')).getByText('starting')).toBeTruthy()

    await user.click(within(rowOf('web-3')).getByRole('button', { name: 'Actions for web-3' }))
    const stop = await screen.findByRole('menuitem', { name: /^Stop/ })
    expect(stop.getAttribute('aria-disabled')).toBe('true')
    expect(stop.textContent).toContain(
      'Only a running, starting, rebooting or failed instance can be stopped',
    )
    expect(screen.getByRole('menuitem', { name: /^Start/ }).getAttribute('aria-disabled')).toBeNull()
    expect(screen.getByRole('menuitem', { name: /^Copy ID/ })).toBeTruthy()
  })

  it('sorts by name in either direction, from the URL', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/instances')
    await screen.findByRole('link', { name: 'web-3' })
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('link')[0].textContent)
    expect(names()[0]).toBe('cache-1')

    await user.click(screen.getByRole('button', { name: /Sort by/ }))
    await user.click(await screen.findByRole('option', { name: 'Name, Z to A' }))
    await waitFor(() => expect(names()[0]).toBe('web-canary'))
    expect(router.state.location.search).toBe('?sort=name_descending')
  })
})
