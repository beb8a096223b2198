import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'
import FloatingIpCreateForm from './FloatingIpCreateForm'
import FloatingIpEditForm from './FloatingIpEditForm'
import FloatingIpsPage from './FloatingIpsPage'
import { floatingIpCreateLoader, floatingIpEditLoader, floatingIpsLoader } from './routes'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: 'floating-ips', loader: floatingIpsLoader, element: <FloatingIpsPage /> },
      { path: 'floating-ips-new', loader: floatingIpCreateLoader, element: <FloatingIpCreateForm /> },
      {
        path: 'floating-ips/:floatingIp/edit',
        loader: floatingIpEditLoader,
        element: <FloatingIpEditForm />,
      },
      { path: 'instances/:instance/networking', element: <p>instance page</p> },
    ],
  },
]

describe('the requests behind the floating IP forms', () => {
  it('sends the create request the form showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/sandbox/floating-ips-new')
    const form = await screen.findByRole('dialog', { name: 'Create floating IP' })
    await pasteInto(user, within(form).getByLabelText(/^Name/), 'ingress')
    const [shown] = await pressSendsShown(user, form, 'Create floating IP')
    expect(shown).toMatchObject({
      method: 'POST',
      url: '/v1/floating-ips?project=sandbox',
      body: { name: 'ingress', description: '' },
    })
    expect(await screen.findByText('Floating IP ingress created')).toBeTruthy()
  })

  it('sends the update request the edit form showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/floating-ips/spare/edit')
    const form = await screen.findByRole('dialog', { name: 'Edit floating IP' })
    const description = within(form).getByLabelText('Description')
    await user.clear(description)
    await pasteInto(user, description, 'for the load balancer')
    const [shown] = await pressSendsShown(user, form, 'Save changes')
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/floating-ips/spare?project=web-frontend',
      body: { name: 'spare', description: 'for the load balancer' },
    })
    expect(await screen.findByText('Floating IP spare updated')).toBeTruthy()
  })
})

describe("the requests behind a floating IP's actions", () => {
  it("lists them in the row menu's Show requests, and sends the delete its confirmation showed", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/floating-ips')
    await user.click(await screen.findByRole('button', { name: 'Actions for spare' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: 'Requests for spare' })
    const line = (label: string) =>
      within(within(requests).getByRole('region', { name: label })).findByTestId('request-line')
    expect((await line('Delete')).textContent).toBe('DELETE /v1/floating-ips/spare?project=web-frontend')
    expect(within(requests).getByRole('region', { name: 'Detach' }).textContent).toContain(
      'Not available now: Not attached to an instance',
    )
    await user.keyboard('{Escape}')

    await user.click(await screen.findByRole('button', { name: 'Actions for spare' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete floating IP' })
    const [shown] = await pressSendsShown(user, confirm, 'Delete')
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/floating-ips/spare?project=web-frontend',
      body: undefined,
    })
    expect(await screen.findByText('Floating IP spare deleted')).toBeTruthy()
  })
})
