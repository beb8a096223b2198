import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { projectRoutes } from '~/pages/project/routes'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const routes: RouteObject[] = [{ path: '/', errorElement: <RouteErrorScreen />, children: projectRoutes }]

describe('an instance page', () => {
  it('says Page not found once a read finds the instance deleted elsewhere, rather than keep the last state', async () => {
    // web-canary is starting, so its page reads it again every 2 s
    renderRoutes(routes, '/projects/web-frontend/instances/web-canary/storage')
    await screen.findByRole('heading', { name: 'web-canary', level: 1 })
    db.instances = db.instances.filter((i) => i.name !== 'web-canary')
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText(/Could not refresh/)).toBeNull()
  })

  it('leaves for the list when the instance is deleted from its own page', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/instances/web-3/storage')
    await screen.findByRole('heading', { name: 'web-3', level: 1 })
    await user.click(screen.getByRole('button', { name: 'More actions for web-3' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete instance' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web-frontend/instances'))
    await screen.findByRole('heading', { name: 'Instances', level: 1 })
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull()
  })
})
