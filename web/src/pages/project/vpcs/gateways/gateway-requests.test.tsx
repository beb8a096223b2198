import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { gatewayCreateLoader, gatewayLoader, gatewaysLoader } from '~/pages/project/vpcs/loaders'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, menuActionSendsShown } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import GatewayCreateForm from './GatewayCreateForm'
import GatewayPanel from './GatewayPanel'
import GatewaysTab from './GatewaysTab'

setupMockServer()

const base = '/projects/:project/vpcs/:vpc'
const routes = [
  {
    path: `${base}/internet-gateways`,
    loader: gatewaysLoader,
    element: <GatewaysTab />,
    children: [
      { path: `${base}/internet-gateways/:gateway`, loader: gatewayLoader, element: <GatewayPanel /> },
    ],
  },
  { path: `${base}/internet-gateways-new`, loader: gatewayCreateLoader, element: <GatewayCreateForm /> },
]

type User = ReturnType<typeof userEvent.setup>
const PANEL = '/projects/web-frontend/vpcs/default/internet-gateways/default'

/** Presses `button` to open a confirmation titled `title`, and sends what it shows, which it returns. */
async function confirmShown(user: User, button: string, title: string, confirm: string) {
  await user.click(await screen.findByRole('button', { name: button }))
  await screen.findByRole('dialog', { name: title })
  const dialog = () => screen.getByRole('dialog', { name: title })
  return expectShownRequestsSent(
    user,
    () => user.click(within(dialog()).getByRole('button', { name: confirm })),
    dialog,
  )
}

describe('the requests behind creating an internet gateway', () => {
  it('shows the gateway and the attachment of its pool, and sends both as shown', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/dmz/internet-gateways-new')
    const pool = (await screen.findByRole('combobox', { name: 'IP pool' })) as HTMLInputElement
    expect(pool.value).toBe('default')
    await pasteInto(user, screen.getByLabelText(/^Name/), 'egress')
    const shown = await expectShownRequestsSent(user, () =>
      user.click(screen.getByRole('button', { name: 'Create gateway' })),
    )
    expect(shown).toEqual([
      {
        method: 'POST',
        url: '/v1/internet-gateways?project=web-frontend&vpc=dmz',
        body: { name: 'egress', description: '' },
      },
      {
        method: 'POST',
        url: '/v1/internet-gateway-ip-pools?project=web-frontend&vpc=dmz&gateway=egress',
        body: { ip_pool: 'default', name: 'default', description: '' },
      },
    ])
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/dmz/internet-gateways/egress'),
    )
  })
})

describe("the requests behind a gateway's attachments", () => {
  it('attaches a pool with exactly the request shown', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, PANEL)
    await user.click(await screen.findByRole('button', { name: 'Attach IP pool' }))
    const dialog = () => screen.getByRole('dialog', { name: 'Attach IP pool' })
    await screen.findByRole('dialog', { name: 'Attach IP pool' })
    await user.click(within(dialog()).getByRole('combobox', { name: 'IP pool' }))
    await user.click(await screen.findByRole('option', { name: /ipv6-pool/ }))
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Attach pool' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/internet-gateway-ip-pools?project=web-frontend&vpc=default&gateway=default',
      body: { ip_pool: 'ipv6-pool', name: 'ipv6-pool', description: '' },
    })
    expect(await screen.findByText('IP pool attached as ipv6-pool')).toBeTruthy()
  })

  it('attaches an address with exactly the request shown', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, PANEL)
    await user.click(await screen.findByRole('button', { name: 'Attach IP address' }))
    const dialog = () => screen.getByRole('dialog', { name: 'Attach IP address' })
    await screen.findByRole('dialog', { name: 'Attach IP address' })
    await pasteInto(user, within(dialog()).getByRole('textbox', { name: 'IP address' }), '10.85.1.241')
    await pasteInto(user, within(dialog()).getByLabelText(/^Name/), 'egress-2')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Attach address' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/internet-gateway-ip-addresses?project=web-frontend&vpc=default&gateway=default',
      body: { address: '10.85.1.241', name: 'egress-2', description: '' },
    })
    expect(await screen.findByText('IP address 10.85.1.241 attached')).toBeTruthy()
  })

  it('detaches a pool and an address with exactly the requests their confirmations showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, PANEL)
    const [pool] = await confirmShown(user, 'Detach IP pool default', 'Detach IP pool', 'Detach')
    // an attachment goes by its id, which needs no project, VPC or gateway
    expect(pool.method).toBe('DELETE')
    expect(pool.url).toMatch(/^\/v1\/internet-gateway-ip-pools\/[0-9a-f-]{36}$/)
    expect(await screen.findByText('No IP pool is attached.')).toBeTruthy()

    const address = db.internetGatewayIpAddresses.find((a) => a.address === '10.85.1.240')
    const [detached] = await confirmShown(
      user,
      'Detach IP address 10.85.1.240',
      'Detach IP address',
      'Detach',
    )
    expect(detached).toEqual({
      method: 'DELETE',
      url: `/v1/internet-gateway-ip-addresses/${address?.id}`,
      body: undefined,
    })
    expect(await screen.findByText('No single IP address is attached.')).toBeTruthy()
  })
})

describe('the request behind deleting an internet gateway', () => {
  it('sends exactly the delete its confirmation showed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/internet-gateways')
    const [shown] = await menuActionSendsShown(user, { row: 'default', dialog: 'Delete internet gateway' })
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/internet-gateways/default?project=web-frontend&vpc=default&cascade=true',
      body: undefined,
    })
    expect(await screen.findByText('Internet gateway default deleted')).toBeTruthy()
  })
})
