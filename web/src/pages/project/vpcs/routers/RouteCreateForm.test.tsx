import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { routeCreateLoader, routeEditLoader } from '~/pages/project/vpcs/loaders'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import RouteCreateForm from './RouteCreateForm'
import RouteEditForm from './RouteEditForm'

setupMockServer()

const base = '/projects/:project/vpcs/:vpc/routers/:router'
const routes = [
  { path: `${base}/routes-new`, loader: routeCreateLoader, element: <RouteCreateForm /> },
  { path: `${base}/routes/:route/edit`, loader: routeEditLoader, element: <RouteEditForm /> },
  { path: base, element: <p>router page</p> },
]

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const destinationType = (name: string | RegExp) =>
  within(screen.getByRole('radiogroup', { name: 'Destination type' })).getByRole('radio', { name })
const targetType = (name: string | RegExp) =>
  within(screen.getByRole('radiogroup', { name: 'Target type' })).getByRole('radio', { name })

describe('the route forms', () => {
  it('clear a value when its type changes, so an address never becomes a gateway name', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/edge/routes-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'office')
    await pasteInto(user, textbox('Destination network'), '10.8.0.0/16')
    await user.click(destinationType('IP'))
    expect(textbox('Destination IP').value).toBe('')

    await pasteInto(user, textbox('Target IP'), '172.30.4.10')
    await user.click(targetType('Internet gateway'))
    const gateway = screen.getByRole('combobox', { name: 'Target internet gateway' }) as HTMLInputElement
    expect(gateway.value).toBe('')
    await user.click(targetType('IP'))
    expect(textbox('Target IP').value).toBe('')
  })

  it('never show an error for a value the new type has not let the user enter yet', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/edge/routes-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'office')
    await pasteInto(user, textbox('Destination network'), '10.8.0.0/16')
    await pasteInto(user, textbox('Target IP'), '172.30.4.10')
    // every message the page shows from here on, however briefly
    const shown = new Set<string>()
    const observer = new MutationObserver(() => {
      for (const error of document.querySelectorAll('[id$="-error"]')) shown.add(error.textContent ?? '')
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    try {
      await user.click(targetType('Internet gateway'))
      const picker = screen.getByRole('combobox', { name: 'Target internet gateway' })
      // a validation of the whole form, as the next change makes, settles what the field says
      await user.click(destinationType('IP network'))
      await waitFor(() => expect(picker.getAttribute('aria-invalid')).toBeNull())
      expect([...shown].filter(Boolean)).toEqual([])
    } finally {
      observer.disconnect()
    }

    // after a refused submit too: the new type's value is asked for once the user has had a chance to enter it
    await user.click(screen.getByRole('button', { name: 'Create route' }))
    expect(await screen.findByText('Target internet gateway is required')).toBeTruthy()
    // the picker, the first field to fix, has the focus and offers its gateways: Escape closes them
    const gateway = screen.getByRole('combobox', { name: 'Target internet gateway' })
    await waitFor(() => expect(gateway.getAttribute('aria-expanded')).toBe('true'))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(gateway.getAttribute('aria-expanded')).toBe('false'))
    await user.click(targetType('IP'))
    await waitFor(() => expect(screen.queryByText(/^Target .* is required$/)).toBeNull())
    expect(textbox('Target IP').getAttribute('aria-invalid')).toBeNull()
    await user.click(textbox('Target IP'))
    await user.tab()
    expect(await screen.findByText('Target IP is required')).toBeTruthy()
  })

  it('show the types the API refuses in a custom route as unavailable, each with the reason', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/edge/routes-new')
    await screen.findByLabelText(/^Name/)
    const unavailable = [
      [destinationType(/^VPC/), 'VPC peering is not supported'],
      [targetType(/^VPC/), 'VPC peering is not supported'],
      [targetType(/^Subnet/), 'A custom route cannot target a subnet'],
    ] as const
    for (const [radio, reason] of unavailable) {
      expect((radio as HTMLInputElement).disabled).toBe(true)
      expect(within(radio.closest('label') as HTMLElement).getByText(reason)).toBeTruthy()
      await user.click(radio)
      expect((radio as HTMLInputElement).checked).toBe(false)
    }
    // the others stay on offer, the subnet among destinations too
    for (const radio of [destinationType('Subnet'), targetType('Instance'), targetType('Drop')]) {
      expect((radio as HTMLInputElement).disabled).toBe(false)
    }
    expect((destinationType('IP network') as HTMLInputElement).checked).toBe(true)
    expect((targetType('IP') as HTMLInputElement).checked).toBe(true)
  })

  it('say what is wrong with a destination or a target', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/edge/routes-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'office')
    await user.click(screen.getByRole('button', { name: 'Create route' }))
    expect(await screen.findByText('Destination network is required')).toBeTruthy()
    expect(screen.getByText('Target IP is required')).toBeTruthy()
    await pasteInto(user, textbox('Destination network'), '10.8.0.0')
    await pasteInto(user, textbox('Target IP'), '10.8.0')
    await user.click(screen.getByRole('button', { name: 'Create route' }))
    expect(await screen.findByText('Must contain an IP address and a width, separated by a /')).toBeTruthy()
    expect(screen.getByText('Not a valid IP address')).toBeTruthy()
    await user.clear(textbox('Destination network'))
    await pasteInto(user, textbox('Destination network'), '10.8.0.0/16')
    await user.clear(textbox('Target IP'))
    await pasteInto(user, textbox('Target IP'), 'fd00::1')
    await user.click(screen.getByRole('button', { name: 'Create route' }))
    expect(
      await screen.findByText('The destination is IPv4, so the target must be an IPv4 address too'),
    ).toBeTruthy()
    expect(db.vpcRouterRoutes.some((r) => r.name === 'office')).toBe(false)
  })

  it('create a route from a subnet to an internet gateway, picked from lists', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/edge/routes-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'cache-out')
    await user.click(destinationType('Subnet'))
    await user.click(screen.getByRole('combobox', { name: 'Destination subnet' }))
    await user.click(await screen.findByRole('option', { name: /cache/ }))
    await user.click(targetType('Internet gateway'))
    await user.click(screen.getByRole('combobox', { name: 'Target internet gateway' }))
    await user.click(await screen.findByRole('option', { name: /default/ }))
    await user.click(screen.getByRole('button', { name: 'Create route' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/default/routers/edge'),
    )
    expect(db.vpcRouterRoutes.find((r) => r.name === 'cache-out')).toMatchObject({
      destination: { type: 'subnet', value: 'cache' },
      target: { type: 'internet_gateway', value: 'default' },
    })
  })

  it('edit a route in place, keeping its values', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(
      routes,
      '/projects/web-frontend/vpcs/default/routers/edge/routes/partner-vpn/edit',
    )
    await waitFor(() => expect(textbox('Destination network').value).toBe('10.128.0.0/16'))
    expect(textbox('Target IP').value).toBe('172.30.4.10')
    await user.click(targetType('Drop'))
    expect(screen.queryByRole('textbox', { name: 'Target IP' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/default/routers/edge'),
    )
    expect(db.vpcRouterRoutes.find((r) => r.name === 'partner-vpn')?.target).toEqual({ type: 'drop' })
  })

  it('show a subnet route of the system router read-only, with the reason', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/system/routes/cache/edit')
    expect(await screen.findByText("A subnet's route follows the subnet and cannot be changed.")).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('say why, instead of showing the form, when the router is the system router', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/routers/system/routes-new')
    expect(
      await screen.findByText(
        'Routes cannot be added to the system router; create a custom router for routes of your own.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Create route' })).toBeNull()
  })
})
