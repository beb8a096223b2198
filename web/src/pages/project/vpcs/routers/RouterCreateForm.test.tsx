import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { projectRoutes } from '~/pages/project/routes'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const routes: RouteObject[] = [{ path: '/', children: projectRoutes }]

describe('the create router form', () => {
  it('creates the router on Enter in its name and opens its page, which has no routes yet', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/routers-new')
    await user.type(await screen.findByLabelText(/^Name/), 'egress-policy')
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/dmz/routers/egress-policy'),
    )
    expect(await screen.findByText('Router egress-policy created')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'egress-policy', level: 1 })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'No routes' })).toBeTruthy()
    expect(db.vpcRouters.some((r) => r.name === 'egress-policy')).toBe(true)
  })
})
