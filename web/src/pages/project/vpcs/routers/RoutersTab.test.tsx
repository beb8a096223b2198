import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { routersLoader } from '~/pages/project/vpcs/loaders'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import RoutersTab from './RoutersTab'

setupMockServer()

const routes = [
  { path: '/projects/:project/vpcs/:vpc/routers', loader: routersLoader, element: <RoutersTab /> },
  { path: '/projects/:project/vpcs/:vpc/routers/:router/edit', element: <p>router edit form</p> },
]

async function openActions(user: ReturnType<typeof userEvent.setup>, router: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${router}` }))
  return screen.findByRole('menu')
}

describe('the routers tab', () => {
  it('lists routers with their kind, each linked to its page', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers')
    const edge = await screen.findByRole('link', { name: 'edge' })
    expect(edge.getAttribute('href')).toBe('/projects/web-frontend/vpcs/default/routers/edge')
    const system = screen.getByRole('link', { name: 'system' }).closest('tr') as HTMLElement
    expect(within(system).getByText('system', { selector: '[data-color]' })).toBeTruthy()
    expect(
      within(edge.closest('tr') as HTMLElement).getByText('custom', { selector: '[data-color]' }),
    ).toBeTruthy()
  })

  it('says why the system router cannot be edited or deleted', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers')
    const menu = await openActions(user, 'system')
    expect(within(menu).getByRole('menuitem', { name: /Edit/ }).getAttribute('aria-disabled')).toBe('true')
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Delete/ })
        .getAttribute('aria-disabled'),
    ).toBe('true')
    expect(within(menu).getByText('The system router belongs to the VPC and cannot be changed')).toBeTruthy()
    expect(within(menu).getByText('The system router goes only with its VPC')).toBeTruthy()
    expect(within(menu).getByRole('menuitem', { name: 'Copy ID' })).toBeTruthy()
  })

  it('deletes a custom router after saying its routes go with it', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers')
    const menu = await openActions(user, 'edge')
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete router' })
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete router edge? Its routes are deleted with it, and the subnets that use it keep only the system router.',
      ),
    ).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Router edge deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'edge' })).toBeNull())
    expect(db.vpcRouterRoutes.some((r) => r.name === 'partner-vpn')).toBe(false)
  })

  it('opens the edit form of a custom router', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers')
    const menu = await openActions(user, 'edge')
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/default/routers/edge/edit'),
    )
  })
})
