import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { routerLoader } from '~/pages/project/vpcs/loaders'
import { renderRoutes } from '~/testing/render-routes'
import { setupMockServer } from '~mock/node'
import RouterPage from './RouterPage'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/vpcs/:vpc/routers/:router',
    loader: routerLoader,
    element: <RouterPage />,
    errorElement: <p>error screen</p>,
  },
]

const rowOf = (name: string) =>
  screen.getByRole('button', { name: `Actions for ${name}` }).closest('tr') as HTMLElement

describe('the router page', () => {
  it('shows a custom router and its routes with their destinations and targets', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/edge')
    expect(await screen.findByRole('heading', { name: 'edge', level: 1 })).toBeTruthy()
    expect(screen.getByText('Egress policy for the public-facing subnet')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy router ID' })).toBeTruthy()
    const internet = await screen.findByRole('link', { name: 'internet' })
    expect(internet.getAttribute('href')).toBe(
      '/projects/web-frontend/vpcs/default/routers/edge/routes/internet/edit',
    )
    const row = internet.closest('tr') as HTMLElement
    expect(row.textContent).toContain('IP network 0.0.0.0/0')
    expect(row.textContent).toContain('internet gateway default')
    expect(rowOf('block-metadata').textContent).toContain('drop')
    expect(screen.getByRole('link', { name: 'New route' }).getAttribute('href')).toBe(
      '/projects/web-frontend/vpcs/default/routers/edge/routes-new',
    )
  })

  it('on the system router, disables new routes and deleting with the reason, and keeps subnet routes read-only', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/system')
    const newRoute = await screen.findByRole('button', { name: 'New route' })
    expect(newRoute.getAttribute('aria-disabled')).toBe('true')
    expect(
      screen.getByText(
        'Routes cannot be added to the system router; create a custom router for routes of your own',
      ),
    ).toBeTruthy()

    // a subnet's route is plain text, neither editable nor deletable
    await screen.findByRole('button', { name: 'Actions for cache' })
    expect(within(rowOf('cache')).queryByRole('link')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Actions for cache' }))
    let menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: /Edit/ }).getAttribute('aria-disabled')).toBe('true')
    expect(within(menu).getByText("A subnet's route follows the subnet and cannot be changed")).toBeTruthy()
    expect(within(menu).getByText('Only routes of a custom router can be deleted')).toBeTruthy()
    await user.keyboard('{Escape}')

    // a default route can be retargeted but stays
    expect(screen.getByRole('link', { name: 'default-v4' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Actions for default-v4' }))
    menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Edit' }).getAttribute('aria-disabled')).toBeNull()
    expect(within(menu).getByText('A default route can be retargeted, but not deleted')).toBeTruthy()
  })

  it('is Page not found for a router that does not exist', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/nope')
    expect(await screen.findByText('error screen')).toBeTruthy()
  })
})
