import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { floatingIpsLoader } from '~/pages/project/floating-ips/routes'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import FloatingIpsPage from './FloatingIpsPage'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: 'floating-ips', loader: floatingIpsLoader, element: <FloatingIpsPage /> },
      { path: 'floating-ips/:floatingIp/edit', element: <p>edit form</p> },
      { path: 'floating-ips-new', element: <p>create form</p> },
      { path: 'instances/:instance/networking', element: <p>instance page</p> },
    ],
  },
]

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement

async function openActions(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }))
  return screen.findByRole('menu')
}

describe('the floating IP list', () => {
  it('shows each address with its pool and the instance it is attached to', async () => {
    renderRoutes(routes, '/projects/web-frontend/floating-ips')
    await screen.findByRole('link', { name: 'www' })
    expect(row('www').textContent).toContain('10.85.0.40')
    expect(within(row('www')).getByText('default')).toBeTruthy()
    expect(within(row('www')).getByRole('button', { name: 'Copy IP address of www' })).toBeTruthy()
    const instance = within(row('www')).getByRole('link', { name: 'web-1' })
    expect(instance.getAttribute('href')).toBe('/projects/web-frontend/instances/web-1/networking')
    expect(within(row('spare')).getByText('Not attached')).toBeTruthy()
    expect(row('spare').textContent).toContain('Reserved for the next load balancer')
    // the name opens the edit form
    expect(screen.getByRole('link', { name: 'spare' }).getAttribute('href')).toBe(
      '/projects/web-frontend/floating-ips/spare/edit',
    )
  })

  it('will not delete an attached address, and says why', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/floating-ips')
    await screen.findByRole('link', { name: 'www' })
    const menu = await openActions(user, 'www')
    const del = within(menu).getByRole('menuitem', { name: /Delete/ })
    expect(del.getAttribute('aria-disabled')).toBe('true')
    expect(
      within(menu).getByText(
        'A floating IP cannot be deleted while it is attached; detach it from web-1 first',
      ),
    ).toBeTruthy()
    expect(within(menu).getByText('Already attached to web-1; detach it first')).toBeTruthy()
    expect(within(menu).getByRole('menuitem', { name: 'Copy ID' })).toBeTruthy()
  })

  it('attaches a free address to an instance, saying where it will be reachable, then detaches it', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/floating-ips')
    await screen.findByRole('link', { name: 'spare' })
    let menu = await openActions(user, 'spare')
    expect(within(menu).getByText('Not attached to an instance')).toBeTruthy()
    await user.click(within(menu).getByRole('menuitem', { name: 'Attach to instance' }))
    const dialog = await screen.findByRole('dialog', { name: 'Attach floating IP' })
    expect(within(dialog).getByText(/The instance you choose will be reachable at/).textContent).toContain(
      '10.85.0.42',
    )
    await user.click(within(dialog).getByRole('combobox', { name: 'Instance' }))
    // an instance on its way up cannot take an address until it settles
    const starting = await screen.findByRole('option', { name: /web-canary/ })
    expect(starting.getAttribute('aria-disabled')).toBe('true')
    expect(starting.textContent).toContain(
      'Only a running or stopped instance can have a floating IP attached',
    )
    await user.click(screen.getByRole('option', { name: /web-3/ }))
    expect(within(dialog).getByText(/will be reachable at/).textContent).toBe(
      'web-3 will be reachable at 10.85.0.42.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }))
    expect(await screen.findByText('Floating IP spare attached to web-3')).toBeTruthy()
    await waitFor(() => expect(within(row('spare')).getByRole('link', { name: 'web-3' })).toBeTruthy())

    menu = await openActions(user, 'spare')
    await user.click(within(menu).getByRole('menuitem', { name: 'Detach' }))
    const confirm = await screen.findByRole('dialog', { name: 'Detach floating IP' })
    expect(
      within(confirm).getByText(/Detach floating IP spare \(10\.85\.0\.42\) from instance web-3\?/),
    ).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Detach' }))
    expect(await screen.findByText('Floating IP spare detached from web-3')).toBeTruthy()
    expect(db.floatingIps.find((f) => f.name === 'spare')?.instance_id).toBeNull()
  })

  it('deletes a free address after a confirmation that names it', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/floating-ips')
    await screen.findByRole('link', { name: 'spare' })
    const menu = await openActions(user, 'spare')
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete floating IP' })
    expect(within(confirm).getByText(/Are you sure you want to delete floating IP spare\?/)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Floating IP spare deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'spare' })).toBeNull())
    expect(db.floatingIps.some((f) => f.name === 'spare')).toBe(false)
  })

  it('explains an empty list and offers to create the first address', async () => {
    renderRoutes(routes, '/projects/sandbox/floating-ips')
    expect(await screen.findByRole('heading', { name: 'No floating IPs' })).toBeTruthy()
    const links = screen.getAllByRole('link', { name: 'New floating IP' })
    expect(links.every((l) => l.getAttribute('href') === '/projects/sandbox/floating-ips-new')).toBe(true)
  })

  it('shows the error when the list cannot be read', async () => {
    setMockFaults('floatingIpList=503')
    renderRoutes(routes, '/projects/web-frontend/floating-ips')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })
})
