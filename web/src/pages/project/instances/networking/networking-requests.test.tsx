import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { projectRoutes } from '~/pages/project/routes'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, shownRequest } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'

setupMockServer()

const routes: RouteObject[] = [{ path: '/', errorElement: <RouteErrorScreen />, children: projectRoutes }]

async function openNetworking(instance: string) {
  const user = userEvent.setup()
  renderRoutes(routes, `/projects/web-frontend/instances/${instance}/networking`)
  await screen.findByRole('table', { name: 'Network interfaces' })
  await screen.findByRole('table', { name: 'External IPs' })
  return user
}

describe("the requests behind an instance's network interfaces", () => {
  it('adds the interface the form shows', async () => {
    const user = await openNetworking('web-3')
    await user.click(await screen.findByRole('button', { name: 'Add network interface' }))
    const form = () => screen.getByRole('dialog', { name: 'Add network interface' })
    await screen.findByRole('dialog', { name: 'Add network interface' })
    await pasteInto(user, within(form()).getByRole('textbox', { name: 'IP address' }), '172.30.0.99')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(form()).getByRole('button', { name: 'Add network interface' })),
      form,
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/network-interfaces?project=web-frontend&instance=web-3',
      body: { name: 'net1', description: '', vpc_name: 'default', subnet_name: 'default', ip: '172.30.0.99' },
    })
    expect(await screen.findByText('Network interface net1 added')).toBeTruthy()
  })

  it('renames the interface as the form shows', async () => {
    const user = await openNetworking('web-3')
    await user.click(await screen.findByRole('button', { name: 'Actions for network interface net0' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }))
    const form = () => screen.getByRole('dialog', { name: 'Edit network interface' })
    await screen.findByRole('dialog', { name: 'Edit network interface' })
    const name = within(form()).getByRole('textbox', { name: /^Name/ })
    await user.clear(name)
    await user.type(name, 'eth0')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(form()).getByRole('button', { name: 'Save changes' })),
      form,
    )
    expect(shown).toMatchObject({
      method: 'PUT',
      url: '/v1/network-interfaces/net0?project=web-frontend&instance=web-3',
      body: { name: 'eth0', primary: true },
    })
    expect(await screen.findByText('Network interface eth0 updated')).toBeTruthy()
  })

  it("lists the delete request in the interface menu's Show requests and sends it once confirmed", async () => {
    const user = await openNetworking('web-3')
    const openMenu = async () => {
      await user.click(await screen.findByRole('button', { name: 'Actions for network interface net0' }))
      return screen.findByRole('menu')
    }
    await user.click(within(await openMenu()).getByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: 'Requests for network interface net0' })
    const listed = await shownRequest(() => within(requests).getByRole('region', { name: 'Delete' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(within(await openMenu()).getByRole('menuitem', { name: /^Delete/ }))
    const dialog = () => screen.getByRole('dialog', { name: 'Delete network interface' })
    await screen.findByRole('dialog', { name: 'Delete network interface' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Delete' })),
      dialog,
    )
    expect(shown).toEqual(listed)
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/network-interfaces/net0?project=web-frontend&instance=web-3',
      body: undefined,
    })
    expect(await screen.findByText('Network interface net0 deleted')).toBeTruthy()
  })
})

describe("the requests behind an instance's external IPs", () => {
  it('allocates the ephemeral IP the dialog shows', async () => {
    const user = await openNetworking('web-3')
    await user.click(await screen.findByRole('button', { name: 'Attach ephemeral IP' }))
    const dialog = () => screen.getByRole('dialog', { name: 'Attach ephemeral IP' })
    await screen.findByRole('dialog', { name: 'Attach ephemeral IP' })
    // the pool picker opens with the dialog; Escape closes its list, not the dialog
    await user.keyboard('{Escape}')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Attach' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/instances/web-3/external-ips/ephemeral?project=web-frontend',
      body: { pool: null },
    })
    expect(await screen.findByText(/^Ephemeral IP .* attached$/)).toBeTruthy()
  })

  it('shows the detach request of a floating IP in its confirmation and sends what it showed', async () => {
    const user = await openNetworking('web-1')
    await user.click(await screen.findByRole('button', { name: 'Actions for external IP 10.85.0.40' }))
    await user.click(await screen.findByRole('menuitem', { name: /^Detach/ }))
    const dialog = () => screen.getByRole('dialog', { name: 'Detach external IP' })
    await screen.findByRole('dialog', { name: 'Detach external IP' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Detach' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/floating-ips/www/detach?project=web-frontend',
      body: undefined,
    })
    expect(await screen.findByText('Floating IP 10.85.0.40 detached')).toBeTruthy()
  })
})
