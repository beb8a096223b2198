import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { subnetCreateLoader, subnetEditLoader, subnetsLoader } from '~/pages/project/vpcs/loaders'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, menuActionSendsShown } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'
import SubnetCreateForm from './SubnetCreateForm'
import SubnetEditForm from './SubnetEditForm'
import SubnetsTab from './SubnetsTab'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/vpcs/:vpc/subnets-new',
    loader: subnetCreateLoader,
    element: <SubnetCreateForm />,
  },
  {
    path: '/projects/:project/vpcs/:vpc/subnets/:subnet/edit',
    loader: subnetEditLoader,
    element: <SubnetEditForm />,
  },
  { path: '/projects/:project/vpcs/:vpc/subnets', loader: subnetsLoader, element: <SubnetsTab /> },
]

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement

describe('the requests behind the subnet forms and actions', () => {
  it('creates a subnet with exactly the request shown', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'batch')
    await pasteInto(user, field(/^IPv4 block/), '172.30.8.0/24')
    const [shown] = await expectShownRequestsSent(user, () =>
      user.click(screen.getByRole('button', { name: 'Create subnet' })),
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/vpc-subnets?project=web-frontend&vpc=default',
      body: { name: 'batch', description: '', ipv4_block: '172.30.8.0/24', custom_router: null },
    })
    expect(await screen.findByText('Subnet batch created')).toBeTruthy()
  })

  it('edits a subnet with exactly the request shown', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets/cache/edit')
    await pasteInto(user, await screen.findByLabelText('Description'), ' for sessions')
    const [shown] = await expectShownRequestsSent(user, () =>
      user.click(screen.getByRole('button', { name: 'Save changes' })),
    )
    expect(shown.method).toBe('PUT')
    expect(shown.url).toBe('/v1/vpc-subnets/cache?project=web-frontend&vpc=default')
    expect(shown.body).toMatchObject({ name: 'cache', custom_router: null })
    expect(await screen.findByText('Subnet cache updated')).toBeTruthy()
  })

  it('deletes a subnet with exactly the request its confirmation showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets')
    const [shown] = await menuActionSendsShown(user, { row: 'cache', dialog: 'Delete subnet' })
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/vpc-subnets/cache?project=web-frontend&vpc=default',
      body: undefined,
    })
    expect(await screen.findByText('Subnet cache deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'cache' })).toBeNull())
  })
})
