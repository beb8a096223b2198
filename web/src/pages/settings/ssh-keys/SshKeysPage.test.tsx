import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { TEST_KEYS } from '~/util/ssh-test-keys'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { adaLaptopKey } from '~mock/fixtures/ssh-keys'
import { guest } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { sshKeysLoader, sshKeysRoutes } from './routes'
import SshKeysPage from './SshKeysPage'

setupMockServer()

const routes = [
  {
    path: '/settings',
    element: <Outlet />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: 'ssh-keys', loader: sshKeysLoader, element: <SshKeysPage /> },
      { path: 'ssh-keys/:sshKey/edit', element: <p>key panel</p> },
      { path: 'ssh-keys-new', element: <p>create form</p> },
    ],
  },
]

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement

async function openActions(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }))
  return screen.findByRole('menu')
}

describe('the SSH key list', () => {
  it('shows each key with its description, the fingerprint computed from its public key, and its age', async () => {
    renderRoutes(routes, '/settings/ssh-keys')
    await screen.findByRole('link', { name: 'laptop' })
    // the fingerprints ssh-keygen -lf gives for the seeded keys
    await waitFor(() =>
      expect(row('laptop').textContent).toContain('SHA256:xn0yAH+UkwhIrLQFMtKNqtk8Yn+01TwS96asfDiLxik'),
    )
    expect(row('laptop').textContent).toContain('ED25519')
    expect(row('laptop').textContent).toContain('Work laptop')
    expect(within(row('laptop')).getByRole('time').getAttribute('datetime')).toBe(adaLaptopKey.time_created)
    await waitFor(() =>
      expect(row('build-server').textContent).toContain('SHA256:hyDkYVTlh2RJ5NbVyOe+SROW7ze1kOp5Pty/daW+jpA'),
    )
    // the name opens the key's panel
    expect(screen.getByRole('link', { name: 'laptop' }).getAttribute('href')).toBe(
      '/settings/ssh-keys/laptop/edit',
    )
  })

  it('says so when a stored key is not a valid public key, rather than showing a fingerprint', async () => {
    db.sshKeys.push({
      ...adaLaptopKey,
      id: crypto.randomUUID(),
      name: 'broken',
      public_key: 'ssh-ed25519 AAAA',
    })
    renderRoutes(routes, '/settings/ssh-keys')
    await screen.findByRole('link', { name: 'broken' })
    expect(row('broken').textContent).toContain('Not a valid public key')
  })

  it('copies a public key from the row menu', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/settings/ssh-keys')
    await screen.findByRole('link', { name: 'laptop' })
    const menu = await openActions(user, 'laptop')
    expect(within(menu).getByRole('menuitem', { name: 'Copy ID' })).toBeTruthy()
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy public key' }))
    expect(await screen.findByText('Public key copied')).toBeTruthy()
    expect(await navigator.clipboard.readText()).toBe(adaLaptopKey.public_key)
  })

  it('shows a key added over it, named after its comment, with its fingerprint and type', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes([{ path: '/', children: sshKeysRoutes }], '/settings/ssh-keys-new')
    const form = await screen.findByRole('dialog', { name: 'Add SSH key' })
    await pasteInto(user, within(form).getByRole('textbox', { name: /^Public key/ }), TEST_KEYS.ed25519.line)
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
        'ada-analytical-engine',
      ),
    )
    await user.click(within(form).getByRole('button', { name: 'Add SSH key' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/ssh-keys'))
    await screen.findByRole('link', { name: 'ada-analytical-engine' })
    // the fingerprint is computed once the key is read, a moment after the row shows
    expect(await within(row('ada-analytical-engine')).findByText(TEST_KEYS.ed25519.fingerprint)).toBeTruthy()
    expect(within(row('ada-analytical-engine')).getByText('ED25519')).toBeTruthy()
    expect(row('laptop')).toBeTruthy()
  })

  it('deletes a key after a confirmation that names it and says what happens to instances', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/settings/ssh-keys')
    await screen.findByRole('link', { name: 'laptop' })
    const menu = await openActions(user, 'laptop')
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete SSH key' })
    expect(
      within(confirm).getByText(/Are you sure you want to delete SSH key laptop\?/).textContent,
    ).toContain('instances that already have it keep it')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('SSH key laptop deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'laptop' })).toBeNull())
    expect(db.sshKeys.some((k) => k.name === 'laptop')).toBe(false)
  })

  it('shows the error toast when a delete fails, and keeps the key', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/settings/ssh-keys')
    await screen.findByRole('link', { name: 'laptop' })
    setMockFaults('currentUserSshKeyDelete=503')
    const menu = await openActions(user, 'laptop')
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete SSH key' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Could not delete SSH key')).toBeTruthy()
    expect(screen.getByText('Service Unavailable')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'laptop' })).toBeTruthy()
  })

  it('explains an empty list: how to make a key and why to add it', async () => {
    signIn(guest)
    renderRoutes(routes, '/settings/ssh-keys')
    expect(await screen.findByRole('heading', { name: 'No SSH keys' })).toBeTruthy()
    expect(screen.getByText(/ssh-keygen -t ed25519/)).toBeTruthy()
    const links = screen.getAllByRole('link', { name: 'Add SSH key' })
    expect(links.every((l) => l.getAttribute('href') === '/settings/ssh-keys-new')).toBe(true)
  })

  it('shows the error screen when the list cannot be read', async () => {
    setMockFaults('currentUserSshKeyList=503')
    renderRoutes(routes, '/settings/ssh-keys')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })
})
