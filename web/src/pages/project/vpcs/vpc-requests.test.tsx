import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { vpcEditLoader, vpcLoader, vpcsLoader } from '~/pages/project/vpcs/loaders'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, menuActionSendsShown } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import VpcCreateForm from './VpcCreateForm'
import VpcEditForm from './VpcEditForm'
import VpcPage from './VpcPage'
import VpcsPage from './VpcsPage'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    errorElement: <p>error screen</p>,
    children: [
      { path: 'vpcs', loader: vpcsLoader, element: <VpcsPage /> },
      { path: 'vpcs-new', element: <VpcCreateForm /> },
      {
        path: 'vpcs/:vpc',
        loader: vpcLoader,
        element: <VpcPage />,
        children: [
          { path: 'firewall-rules', element: <p>rules tab</p> },
          { path: 'edit', loader: vpcEditLoader, element: <VpcEditForm /> },
        ],
      },
    ],
  },
]

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement

/** Removes the subnets of web-frontend's dmz VPC, which the API requires gone before the VPC. */
function emptyDmz() {
  const dmz = db.vpcs.find((v) => v.name === 'dmz')
  db.vpcSubnets = db.vpcSubnets.filter((subnet) => subnet.vpc_id !== dmz?.id)
}

describe('the requests behind the VPC forms', () => {
  it('creates a VPC with exactly the request shown', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/sandbox/vpcs-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'build-farm')
    await pasteInto(user, field(/^IPv6 prefix/), 'fd12:3456:789a::/48')
    const [shown] = await expectShownRequestsSent(user, () =>
      user.click(screen.getByRole('button', { name: 'Create VPC' })),
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/vpcs?project=sandbox',
      body: {
        name: 'build-farm',
        description: '',
        dns_name: 'build-farm',
        ipv6_prefix: 'fd12:3456:789a::/48',
      },
    })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/sandbox/vpcs/build-farm/firewall-rules'),
    )
  })

  it('edits a VPC with exactly the request shown', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/edit')
    await waitFor(() => expect(field(/^Name/).value).toBe('dmz'))
    await user.clear(field(/^DNS name/))
    await pasteInto(user, field(/^DNS name/), 'edge')
    const [shown] = await expectShownRequestsSent(user, () =>
      user.click(screen.getByRole('button', { name: 'Save changes' })),
    )
    expect(shown.method).toBe('PUT')
    expect(shown.url).toBe('/v1/vpcs/dmz?project=web-frontend')
    expect(shown.body).toMatchObject({ name: 'dmz', dns_name: 'edge' })
    expect(await screen.findByText('VPC dmz updated')).toBeTruthy()
  })
})

describe('the requests behind deleting a VPC', () => {
  it("sends the delete the list row's confirmation showed", async () => {
    emptyDmz()
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs')
    const [shown] = await menuActionSendsShown(user, { row: 'dmz', dialog: 'Delete VPC' })
    expect(shown).toEqual({ method: 'DELETE', url: '/v1/vpcs/dmz?project=web-frontend', body: undefined })
    expect(await screen.findByText('VPC dmz deleted')).toBeTruthy()
  })

  it("lists the delete in the VPC page's Show requests, and sends what its confirmation showed", async () => {
    emptyDmz()
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/firewall-rules')
    await user.click(await screen.findByRole('button', { name: 'More actions for dmz' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: 'Requests for VPC dmz' })
    const section = within(requests).getByRole('region', { name: 'Delete' })
    await waitFor(() =>
      expect(within(section).getByTestId('request-line').textContent).toBe(
        'DELETE /v1/vpcs/dmz?project=web-frontend',
      ),
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await menuActionSendsShown(user, { menu: 'More actions for dmz', dialog: 'Delete VPC' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs'))
  })
})
