import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { routeCreateLoader } from '~/pages/project/vpcs/loaders'
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

/** Copies of web-3 in web-frontend, `extra-0000` on: with 1,100 the project holds more than a page. */
function addInstances(count: number) {
  const model = db.instances.find((i) => i.name === 'web-3')
  if (!model) throw new Error('the seed has web-3')
  for (let n = 0; n < count; n++) {
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
    db.instances.push({ ...model, id, name: `extra-${String(n).padStart(4, '0')}` })
  }
}

// a thousand options filtered and laid out: slow in a test's DOM
const slow = { timeout: 10_000 }

describe("a route's target instance, in a project with more instances than a page", () => {
  it('is found past the first page by part of its name, and saved as the target', async () => {
    addInstances(1100)
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/edge/routes-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'to-extra')
    await pasteInto(user, screen.getByRole('textbox', { name: 'Destination network' }), '10.9.0.0/16')
    const targetTypes = screen.getByRole('radiogroup', { name: 'Target type' })
    await user.click(within(targetTypes).getByRole('radio', { name: 'Instance' }))
    const picker = screen.getByRole('combobox', { name: 'Target instance' }) as HTMLInputElement
    await user.click(picker)
    expect(
      await screen.findByText('Showing the first 1,000 instances; type to search them all.', {}, slow),
    ).toBeTruthy()
    await pasteInto(user, picker, 'extra-1077')
    await user.click(await screen.findByRole('option', { name: /^extra-1077/ }, slow))
    await waitFor(() => expect(picker.value).toBe('extra-1077'))
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
