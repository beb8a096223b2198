import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import VpcCreateForm from './VpcCreateForm'

setupMockServer()

const routes = [
  { path: '/projects/:project/vpcs-new', element: <VpcCreateForm /> },
  { path: '/projects/:project/vpcs', element: <p>VPC list</p> },
  { path: '/projects/:project/vpcs/:vpc/firewall-rules', element: <p>VPC page</p> },
]

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement

describe('the create VPC form', () => {
  it('creates the VPC with the prefix given and opens it', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/sandbox/vpcs-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'Build Farm')
    // the DNS name follows the name until it is given one of its own
    expect(field(/^DNS name/).value).toBe('build-farm')
    await pasteInto(user, field(/^IPv6 prefix/), 'fd12:3456:789a::/48')
    await user.click(screen.getByRole('button', { name: 'Create VPC' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/sandbox/vpcs/build-farm/firewall-rules'),
    )
    expect(await screen.findByText('VPC build-farm created')).toBeTruthy()
    const vpc = db.vpcs.find((v) => v.name === 'build-farm')
    expect(vpc).toMatchObject({ dns_name: 'build-farm', ipv6_prefix: 'fd12:3456:789a::/48' })
  })

  it('keeps a DNS name of its own when the name changes', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/sandbox/vpcs-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'lab')
    await user.clear(field(/^DNS name/))
    await pasteInto(user, field(/^DNS name/), 'lab-net')
    await pasteInto(user, field(/^Name/), '-two')
    expect(field(/^DNS name/).value).toBe('lab-net')
  })

  it('says what is wrong with each kind of bad prefix', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/sandbox/vpcs-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'lab')
    const prefix = field(/^IPv6 prefix/)
    const cases: [string, string][] = [
      ['fd12:3456:789a::', 'Must contain an IP address and a width, separated by a /'],
      ['fd12:3456:789a::/x', 'Width must be an integer'],
      ['fd12:3456:789a::/130', 'Max width for IPv6 is 128'],
      ['10.1.0.0/16', 'Must be an IPv6 prefix, like fd12:3456:789a::/48'],
      ['fd12:3456::/32', 'Must be a /48 prefix'],
      ['2001:db8:1::/48', 'Must be a unique local prefix, within fd00::/8 (it starts with fd)'],
      ['fd12:3456:789a:1::/48', 'Bits past the /48 must be zero: did you mean fd12:3456:789a::/48?'],
    ]
    for (const [text, message] of cases) {
      await user.clear(prefix)
      await pasteInto(user, prefix, text)
      await user.click(screen.getByRole('button', { name: 'Create VPC' }))
      expect(await screen.findByText(message)).toBeTruthy()
    }
    expect(db.vpcs.some((v) => v.name === 'lab')).toBe(false)
  })

  it('requires a name and a DNS name', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/sandbox/vpcs-new')
    await user.click(await screen.findByRole('button', { name: 'Create VPC' }))
    expect(await screen.findByText('Name is required')).toBeTruthy()
    expect(screen.getByText('DNS name is required')).toBeTruthy()
  })

  it('puts a taken name on the name field and keeps everything typed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs-new')
    await pasteInto(user, await screen.findByLabelText(/^Name/), 'dmz')
    await pasteInto(user, field(/^Description/), 'typed before the error')
    await user.click(screen.getByRole('button', { name: 'Create VPC' }))
    expect(await screen.findByText('VPC name already exists')).toBeTruthy()
    expect(field(/^Name/).value).toBe('dmz')
    expect(field(/^Description/).value).toBe('typed before the error')
  })
})
