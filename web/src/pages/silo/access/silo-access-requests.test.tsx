import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { siloAccessLoader } from '~/pages/silo/access/routes'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown } from '~/testing/show-request'
import { db } from '~mock/db'
import { developers } from '~mock/fixtures/groups'
import { engineeringSilo } from '~mock/fixtures/silos'
import { setupMockServer } from '~mock/node'
import SiloAccessPage from './SiloAccessPage'

setupMockServer()

const routes = [
  {
    path: '/access',
    loader: siloAccessLoader,
    element: <SiloAccessPage />,
    errorElement: <RouteErrorScreen />,
  },
]

/** The policy's assignments as the API writes them. */
const wire = () =>
  must(db.siloPolicies[engineeringSilo.id]).role_assignments.map(
    ({ identity_id, identity_type, role_name }) => ({ identity_id, identity_type, role_name }),
  )

describe('the requests behind the silo access page', () => {
  it("sends the policy without the group's role, as the removal's confirmation showed it", async () => {
    const without = wire().filter((a) => a.identity_id !== developers.id)
    const user = userEvent.setup()
    renderRoutes(routes, '/access')
    await screen.findByRole('heading', { name: 'Silo access', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Actions for developers' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove role' })
    const [shown] = await pressSendsShown(user, confirm, 'Remove')
    expect(shown).toEqual({ method: 'PUT', url: '/v1/policy', body: { role_assignments: without } })
    await waitFor(() => expect(wire()).toEqual(without))
  })
})
