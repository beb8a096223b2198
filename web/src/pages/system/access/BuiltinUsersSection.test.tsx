import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { systemAccessLoader } from '~/pages/system/access/routes'
import { requireFleetViewer as systemLoader } from '~/pages/system/fleet-gate'
import { renderRoutes } from '~/testing/render-routes'
import { builtinUsers } from '~mock/fixtures/platform/users'
import { setupMockServer } from '~mock/node'
import SystemAccessPage from './SystemAccessPage'

setupMockServer()

const routes = [
  {
    loader: systemLoader,
    errorElement: <RouteErrorScreen />,
    children: [{ path: '/system/access', loader: systemAccessLoader, element: <SystemAccessPage /> }],
  },
]

describe('the built-in users on the fleet access page', () => {
  it('lists each with what it is for, as the API describes it, and offers no changes', async () => {
    renderRoutes(routes, '/system/access')
    const section = (await screen.findByRole('heading', { name: 'Built-in users', level: 2 })).closest(
      'section',
    ) as HTMLElement
    const table = within(section).getByRole('table', { name: 'Built-in users' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      )
    // in the API's order, by name
    const byName = [...builtinUsers].sort((a, b) => a.name.localeCompare(b.name))
    expect(rows).toEqual(byName.map((u) => [u.name, u.description]))
    expect(rows).toContainEqual(['db-init', 'used for seeding initial database data'])
    expect(within(table).getAllByText(/ago$/)).toHaveLength(builtinUsers.length)
    expect(within(section).queryByRole('button')).toBeNull()
  })
})
