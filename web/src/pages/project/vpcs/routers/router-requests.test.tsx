import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  routeCreateLoader,
  routeEditLoader,
  routerEditLoader,
  routerLoader,
  routersLoader,
} from '~/pages/project/vpcs/loaders'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, menuActionSendsShown } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'
import RouteCreateForm from './RouteCreateForm'
import RouteEditForm from './RouteEditForm'
import RouterCreateForm from './RouterCreateForm'
import RouterEditForm from './RouterEditForm'
import RouterPage from './RouterPage'
import RoutersTab from './RoutersTab'

setupMockServer()

const vpcBase = '/projects/:project/vpcs/:vpc'
const routerBase = `${vpcBase}/routers/:router`
const routes = [
  {
    path: `${vpcBase}/routers`,
    loader: routersLoader,
    element: <RoutersTab />,
    children: [{ path: `${routerBase}/edit`, loader: routerEditLoader, element: <RouterEditForm /> }],
  },
  { path: `${vpcBase}/routers-new`, element: <RouterCreateForm /> },
  {
    path: routerBase,
    loader: routerLoader,
    element: <RouterPage />,
    children: [
      { path: `${routerBase}/routes-new`, loader: routeCreateLoader, element: <RouteCreateForm /> },
      { path: `${routerBase}/routes/:route/edit`, loader: routeEditLoader, element: <RouteEditForm /> },
    ],
  },
]

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const submit = (name: string) => () => screen.getByRole('button', { name })

describe('the requests behind the router forms', () => {
  it('creates a router with exactly the request shown', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/routers-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'egress-policy')
    const [shown] = await expectShownRequestsSent(user, () => user.click(submit('Create router')()))
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/vpc-routers?project=web-frontend&vpc=dmz',
      body: { name: 'egress-policy', description: '' },
    })
    expect(await screen.findByText('Router egress-policy created')).toBeTruthy()
  })

  it('edits a router with exactly the request shown', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/edge/edit')
    await pasteInto(user, await screen.findByLabelText('Description'), ', reviewed')
    const [shown] = await expectShownRequestsSent(user, () => user.click(submit('Save changes')()))
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/vpc-routers/edge?project=web-frontend&vpc=default',
      body: { name: 'edge', description: 'Egress policy for the public-facing subnet, reviewed' },
    })
    expect(await screen.findByText('Router edge updated')).toBeTruthy()
  })

  it('creates a route with exactly the request shown', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/edge/routes-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'office')
    await pasteInto(user, textbox('Destination network'), '10.8.0.0/16')
    await pasteInto(user, textbox('Target IP'), '172.30.4.10')
    const [shown] = await expectShownRequestsSent(user, () => user.click(submit('Create route')()))
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/vpc-router-routes?project=web-frontend&vpc=default&router=edge',
      body: {
        name: 'office',
        description: '',
        destination: { type: 'ip_net', value: '10.8.0.0/16' },
        target: { type: 'ip', value: '172.30.4.10' },
      },
    })
    expect(await screen.findByText('Route office created')).toBeTruthy()
  })

  it('edits a route with exactly the request shown', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/edge/routes/internet/edit')
    await pasteInto(user, await screen.findByLabelText('Description'), ' (checked)')
    const [shown] = await expectShownRequestsSent(user, () => user.click(submit('Save changes')()))
    expect(shown.method).toBe('PUT')
    expect(shown.url).toBe('/v1/vpc-router-routes/internet?project=web-frontend&vpc=default&router=edge')
    expect(shown.body).toMatchObject({
      name: 'internet',
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'internet_gateway', value: 'default' },
    })
    expect(await screen.findByText('Route internet updated')).toBeTruthy()
  })
})

describe('the requests behind deleting routers and routes', () => {
  it('deletes a router with exactly the request its confirmation showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers')
    const [shown] = await menuActionSendsShown(user, { row: 'edge', dialog: 'Delete router' })
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/vpc-routers/edge?project=web-frontend&vpc=default',
      body: undefined,
    })
    expect(await screen.findByText('Router edge deleted')).toBeTruthy()
  })

  it('deletes a route with exactly the request its confirmation showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/edge')
    const [shown] = await menuActionSendsShown(user, { row: 'block-metadata', dialog: 'Delete route' })
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/vpc-router-routes/block-metadata?project=web-frontend&vpc=default&router=edge',
      body: undefined,
    })
    expect(await screen.findByText('Route block-metadata deleted')).toBeTruthy()
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Actions for block-metadata' })).toBeNull(),
    )
  })
})
