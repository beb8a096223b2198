import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { systemRoutes } from '~/pages/system/routes'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { ipPoolsRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/', errorElement: <RouteErrorScreen />, children: ipPoolsRoutes }]

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement

async function openActions(user: ReturnType<typeof userEvent.setup>, pool: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${pool}` }))
  return screen.findByRole('menu')
}

describe('the IP pools list', () => {
  it('shows each pool with its version, type and addresses remaining of its capacity', async () => {
    renderRoutes(routes, '/system/networking/ip-pools')
    await screen.findByRole('link', { name: 'lab-pool' })
    expect(screen.getByRole('link', { name: 'lab-pool' }).getAttribute('href')).toBe(
      '/system/networking/ip-pools/lab-pool/ranges',
    )
    const lab = within(row('lab-pool'))
    expect(lab.getByText('IPv4')).toBeTruthy()
    expect(lab.getByText('Unicast')).toBeTruthy()
    expect(await lab.findByText('64 of 64')).toBeTruthy()
    const ipv6 = within(row('ipv6-pool'))
    expect(ipv6.getByText('IPv6')).toBeTruthy()
    expect(await ipv6.findByText('65,535 of 65,535')).toBeTruthy()
    // almost 2^64 addresses, written so they can be read
    const multicast = within(row('multicast-v6'))
    expect(multicast.getByText('Multicast')).toBeTruthy()
    expect(await multicast.findByText('18.45E18 of 18.45E18')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'service IP pool' }).getAttribute('href')).toBe(
      '/system/networking/ip-pools-service',
    )
  })

  it('greys out Delete with the reason while a pool has ranges, and deletes one without', async () => {
    const user = userEvent.setup()
    const lab = must(db.ipPools.find((p) => p.name === 'lab-pool'))
    db.ipPoolRanges = db.ipPoolRanges.filter((r) => r.ip_pool_id !== lab.id)
    renderRoutes(routes, '/system/networking/ip-pools')
    await screen.findByRole('link', { name: 'default' })
    await within(row('default')).findByText(/ of 480$/)
    let menu = await openActions(user, 'default')
    const refused = within(menu).getByRole('menuitem', { name: /^Delete/ })
    expect(refused.getAttribute('aria-disabled')).toBe('true')
    expect(
      within(menu).getByText('An IP pool cannot be deleted while it contains IP ranges; remove them first'),
    ).toBeTruthy()
    await user.keyboard('{Escape}')

    await within(row('lab-pool')).findByText('0 of 0')
    menu = await openActions(user, 'lab-pool')
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete IP pool' })
    expect(within(confirm).getByText(/Are you sure you want to delete IP pool lab-pool\?/)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('IP pool lab-pool deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'lab-pool' })).toBeNull())
  })

  it('creates an IPv6 multicast pool and opens it', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/networking/ip-pools-new')
    const form = await screen.findByRole('dialog', { name: 'Create IP pool' })
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Groups')
    await user.click(within(form).getByRole('radio', { name: /^IPv6/ }))
    await user.click(within(form).getByRole('radio', { name: /^Multicast/ }))
    await user.click(screen.getByRole('button', { name: 'Create IP pool' }))
    expect(await screen.findByText('IP pool groups created')).toBeTruthy()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/system/networking/ip-pools/groups/ranges'),
    )
    expect(db.ipPools.find((p) => p.name === 'groups')).toMatchObject({
      ip_version: 'v6',
      pool_type: 'multicast',
    })
  })

  it('puts a taken name on the name field and keeps what was typed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/networking/ip-pools-new')
    const form = await screen.findByRole('dialog', { name: 'Create IP pool' })
    const name = within(form).getByRole('textbox', { name: /^Name/ })
    await user.type(name, 'lab-pool')
    await user.type(within(form).getByRole('textbox', { name: /^Description/ }), 'A second lab')
    await user.click(screen.getByRole('button', { name: 'Create IP pool' }))
    expect(await within(form).findByText('IP pool name already exists')).toBeTruthy()
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect((within(form).getByRole('textbox', { name: /^Description/ }) as HTMLInputElement).value).toBe(
      'A second lab',
    )
  })

  it("refuses a fleet viewer's new pool with 'Action not authorized'", async () => {
    // grace is a fleet viewer through the group sre, not a fleet admin
    signIn(must(db.users.find((u) => u.username === 'grace')))
    const user = userEvent.setup()
    renderRoutes(routes, '/system/networking/ip-pools-new')
    const form = await screen.findByRole('dialog', { name: 'Create IP pool' })
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'staging')
    await user.click(screen.getByRole('button', { name: 'Create IP pool' }))
    expect(await within(form).findByText('Action not authorized')).toBeTruthy()
    expect(db.ipPools.some((p) => p.name === 'staging')).toBe(false)
  })

  it('is Page not found for anyone who is not a fleet viewer', async () => {
    signIn(must(db.users.find((u) => u.username === 'katherine')))
    renderRoutes(
      [{ path: '/', errorElement: <RouteErrorScreen />, children: systemRoutes }],
      '/system/networking/ip-pools',
    )
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
