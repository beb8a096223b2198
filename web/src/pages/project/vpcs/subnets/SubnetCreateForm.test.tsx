import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { subnetCreateLoader } from '~/pages/project/vpcs/loaders'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import SubnetCreateForm from './SubnetCreateForm'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/vpcs/:vpc/subnets-new',
    loader: subnetCreateLoader,
    element: <SubnetCreateForm />,
  },
  { path: '/projects/:project/vpcs/:vpc/subnets', element: <p>subnet list</p> },
]

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement
const submit = () => screen.getByRole('button', { name: 'Create subnet' })

describe('the create subnet form', () => {
  it('refuses each kind of bad IPv4 block with its message and sends nothing', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'batch')
    await user.click(submit())
    expect(await screen.findByText('IPv4 block is required')).toBeTruthy()
    const cases: [string, string][] = [
      ['172.30.8.0', 'Must contain an IP address and a width, separated by a /'],
      ['172.30.8.0/x', 'Width must be an integer'],
      ['172.30.8.0/33', 'Max width for IPv4 is 32'],
      ['fd00::/64', 'Must be an IPv4 block, like 172.30.8.0/24'],
      ['172.30.8.0/28', 'Width must be between 8 and 26'],
      ['8.8.8.0/24', 'Must be within a private range: 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16'],
      ['172.30.8.9/24', 'Bits past the /24 must be zero: did you mean 172.30.8.0/24?'],
      ['172.30.4.128/25', 'Overlaps 172.30.4.0/24, the block of subnet frontend'],
    ]
    const block = field(/^IPv4 block/)
    for (const [text, message] of cases) {
      await user.clear(block)
      await pasteInto(user, block, text)
      await user.click(submit())
      expect(await screen.findByText(message)).toBeTruthy()
    }
    expect(db.vpcSubnets.some((s) => s.name === 'batch')).toBe(false)
  })

  it('checks an IPv6 block against the VPC prefix and the other subnets', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'batch')
    await pasteInto(user, field(/^IPv4 block/), '172.30.8.0/24')
    const block = field(/^IPv6 block/)
    const cases: [string, string][] = [
      ['fd62:1d71:bf1:9::', 'Must contain an IP address and a width, separated by a /'],
      ['fd62:1d71:bf1:9::/129', 'Max width for IPv6 is 128'],
      ['10.0.0.0/24', 'Must be an IPv6 block, like fd12:3456:789a:1::/64'],
      ['fd62:1d71:bf1:9::/56', 'Must be a /64 block'],
      ['fd62:1d71:bf1:9::1/64', 'Bits past the /64 must be zero: did you mean fd62:1d71:bf1:9::/64?'],
      ['fd00:1:2:3::/64', "Must be within the VPC's IPv6 prefix fd62:1d71:bf1::/48"],
      ['fd62:1d71:bf1:1::/64', 'Overlaps fd62:1d71:bf1:1::/64, the block of subnet frontend'],
    ]
    for (const [text, message] of cases) {
      await user.clear(block)
      await pasteInto(user, block, text)
      await user.click(submit())
      expect(await screen.findByText(message)).toBeTruthy()
    }
  })

  it('suggests a free IPv4 block, then creates the subnet behind a custom router', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'batch')
    expect(screen.getByText(/such as 172\.30\.6\.0\/24/)).toBeTruthy()
    // the API picks the IPv6 block when none is given, so the form names none
    expect(
      screen.getByText(
        "Optional. A /64 within the VPC's prefix fd62:1d71:bf1::/48. Left empty, a free /64 of the prefix is assigned.",
      ),
    ).toBeTruthy()
    expect(screen.queryByText(/fd62:1d71:bf1:3::/)).toBeNull()
    await pasteInto(user, field(/^IPv4 block/), '172.30.6.0/24')
    await user.click(screen.getByRole('combobox', { name: 'Custom router' }))
    await user.click(await screen.findByRole('option', { name: /edge/ }))
    await user.click(submit())
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/default/subnets'),
    )
    const subnet = db.vpcSubnets.find((s) => s.name === 'batch')
    const edge = db.vpcRouters.find((r) => r.name === 'edge')
    expect(subnet).toMatchObject({ ipv4_block: '172.30.6.0/24', ipv6_block: 'fd62:1d71:bf1:3::/64' })
    expect(subnet?.custom_router_id).toBe(edge?.id)
  })

  it('offers no router but the custom ones, and none by default', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets-new')
    const picker = (await screen.findByRole('combobox', { name: 'Custom router' })) as HTMLInputElement
    expect(picker.value).toBe('None')
    await user.click(picker)
    await screen.findByRole('option', { name: /edge/ })
    expect(screen.queryByRole('option', { name: /^system/ })).toBeNull()
  })

  it('puts a taken name on the name field and keeps the blocks typed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'cache')
    await pasteInto(user, field(/^IPv4 block/), '172.30.9.0/24')
    await user.click(submit())
    expect(await screen.findByText('VPC subnet name already exists')).toBeTruthy()
    expect(field(/^IPv4 block/).value).toBe('172.30.9.0/24')
  })
})
