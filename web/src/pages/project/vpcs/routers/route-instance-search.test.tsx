import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { routeCreateLoader } from '~/pages/project/vpcs/loaders'
import { addInstanceCopies, pickPastFirstPage } from '~/testing/long-lists'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import RouteCreateForm from './RouteCreateForm'

setupMockServer()

const base = '/projects/:project/vpcs/:vpc/routers/:router'
const routes = [
  { path: `${base}/routes-new`, loader: routeCreateLoader, element: <RouteCreateForm /> },
  { path: base, element: <p>router page</p> },
]

describe("a route's target instance, in a project with more instances than a page", () => {
  it('is found past the first page by part of its name, and saved as the target', async () => {
    addInstanceCopies(1100)
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/edge/routes-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'to-extra')
    await pasteInto(user, screen.getByRole('textbox', { name: 'Destination network' }), '10.9.0.0/16')
    const targetTypes = screen.getByRole('radiogroup', { name: 'Target type' })
    await user.click(within(targetTypes).getByRole('radio', { name: 'Instance' }))
    const picker = screen.getByRole('combobox', { name: 'Target instance' }) as HTMLInputElement
    await pickPastFirstPage(user, picker, { many: 'instances', typed: 'tra-1077', name: 'extra-1077' })
    await user.click(screen.getByRole('button', { name: 'Create route' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/default/routers/edge'),
    )
    expect(db.vpcRouterRoutes.find((r) => r.name === 'to-extra')?.target).toEqual({
      type: 'instance',
      value: 'extra-1077',
    })
  })
})
