import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { apiPaths } from '~/testing/api-paths'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { behindFleetGate, requireFleetViewer } from './fleet-gate'

setupMockServer()

// a page under the system view with a read of its own, as the silos list has
const routes = [
  {
    loader: requireFleetViewer,
    errorElement: <RouteErrorScreen />,
    children: behindFleetGate([
      {
        path: '/system/silos',
        lazy: async () => ({
          loader: () => fetch('/v1/system/silos').then((r) => r.json()),
          Component: () => <p>the silos</p>,
        }),
      },
    ]),
  },
]

describe('the system view', () => {
  it('opens for a fleet viewer, whose page reads its data', async () => {
    const sent = apiPaths()
    renderRoutes(routes, '/system/silos')
    expect(await screen.findByText('the silos')).toBeTruthy()
    expect(sent).toContain('/v1/system/silos')
  })

  it('is Page not found for anyone else, and asks the API nothing it would refuse', async () => {
    const sent = apiPaths()
    // a user with roles on two projects only, so no fleet role (the db and the session are reset after each test)
    signIn(must(db.users.find((u) => u.username === 'katherine')))
    renderRoutes(routes, '/system/silos')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(screen.queryByText('the silos')).toBeNull()
    expect(sent).toEqual(['/v1/me'])
  })
})
