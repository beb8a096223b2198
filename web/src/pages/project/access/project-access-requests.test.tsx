import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown } from '~/testing/show-request'
import { db } from '~mock/db'
import { developers } from '~mock/fixtures/groups'
import { sandbox } from '~mock/fixtures/projects'
import { setupMockServer } from '~mock/node'
import ProjectAccessPage from './ProjectAccessPage'
import { projectAccessLoader } from './routes'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    errorElement: <RouteErrorScreen />,
    children: [{ path: 'access', loader: projectAccessLoader, element: <ProjectAccessPage /> }],
  },
]

/** The policy's assignments as the API writes them. */
const wire = () =>
  must(db.projectPolicies[sandbox.id]).role_assignments.map(({ identity_id, identity_type, role_name }) => ({
    identity_id,
    identity_type,
    role_name,
  }))

describe('the requests behind the project access page', () => {
  it('sends the whole policy with the new role, as the form showed it', async () => {
    const before = wire()
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/sandbox/access')
    await screen.findByRole('heading', { name: 'Project access', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Add user or group' }))
    const form = await screen.findByRole('dialog', { name: 'Add user or group' })
    await user.click(within(form).getByRole('combobox', { name: 'User or group' }))
    await user.click(await screen.findByRole('option', { name: /developers/ }))
    await user.click(within(form).getByRole('radio', { name: /^Viewer/ }))
    const [shown] = await pressSendsShown(user, form, 'Assign role')
    const after = [
      ...before,
      { identity_id: developers.id, identity_type: 'silo_group', role_name: 'viewer' },
    ]
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/projects/sandbox/policy',
      body: { role_assignments: after },
    })
    await waitFor(() => expect(wire()).toEqual(after))
  })
})
