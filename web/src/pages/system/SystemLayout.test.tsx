import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import SystemLayout, { loader } from './SystemLayout'

setupMockServer()

const routes = [
  {
    loader,
    element: <SystemLayout />,
    errorElement: <RouteErrorScreen />,
    children: [{ path: '/system/silos', element: <p>the silos</p> }],
  },
]

describe('the system view', () => {
  it('opens for a fleet viewer', async () => {
    renderRoutes(routes, '/system/silos')
    expect(await screen.findByText('the silos')).toBeTruthy()
  })

  it('is Page not found for anyone else', async () => {
    // a user with roles on two projects only, so no fleet role (the db and the session are reset after each test)
    signIn(must(db.users.find((u) => u.username === 'katherine')))
    renderRoutes(routes, '/system/silos')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(screen.queryByText('the silos')).toBeNull()
  })
})
