import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { api } from '~/api/instance'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { menuActionSendsShown, pressSendsShown } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'
import { projectsRoutes } from './routes'

setupMockServer()

const routes: RouteObject[] = [
  { path: '/', children: projectsRoutes },
  { path: '/projects/:project/instances', element: <p>instances</p> },
]

describe('the requests behind the project list', () => {
  it('sends the update request the edit form showed', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/sandbox/edit')
    const form = await screen.findByRole('dialog', { name: 'Edit project' })
    const description = within(form).getByLabelText('Description')
    await user.clear(description)
    await pasteInto(user, description, 'Rover telemetry')
    const [shown] = await pressSendsShown(user, form, 'Save changes')
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/projects/sandbox',
      body: { name: 'sandbox', description: 'Rover telemetry' },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'))
  })

  it("sends the delete its confirmation showed, which the row menu's Show requests lists too", async () => {
    await api.methods.projectCreate({ body: { name: 'short-lived', description: '' } })
    await api.methods.vpcSubnetDelete({
      path: { subnet: 'default' },
      query: { project: 'short-lived', vpc: 'default' },
    })
    await api.methods.vpcDelete({ path: { vpc: 'default' }, query: { project: 'short-lived' } })
    const user = userEvent.setup()
    renderRoutes(routes, '/projects')
    await user.click(await screen.findByRole('button', { name: 'Actions for short-lived' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: 'Requests for short-lived' })
    const del = within(requests).getByRole('region', { name: 'Delete' })
    expect((await within(del).findByTestId('request-line')).textContent).toBe(
      'DELETE /v1/projects/short-lived',
    )
    await user.keyboard('{Escape}')

    const [shown] = await menuActionSendsShown(user, { row: 'short-lived', dialog: 'Delete project' })
    expect(shown).toEqual({ method: 'DELETE', url: '/v1/projects/short-lived', body: undefined })
    expect(await screen.findByText('Project short-lived deleted')).toBeTruthy()
  })
})
