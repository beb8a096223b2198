import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { renderRoutes } from '~/testing/render-routes'
import { TEST_KEYS } from '~/util/ssh-test-keys'
import { db } from '~mock/db'
import { adaLaptopKey } from '~mock/fixtures/ssh-keys'
import { setupMockServer } from '~mock/node'
import { sshKeyEditLoader } from './routes'
import SshKeyEditPage from './SshKeyEditPage'

setupMockServer()

const routes = [
  {
    path: '/settings',
    element: <Outlet />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: 'ssh-keys', element: <p>SSH key list</p> },
      { path: 'ssh-keys/:sshKey/edit', loader: sshKeyEditLoader, element: <SshKeyEditPage /> },
    ],
  },
]

/** The value of one property of the panel, by its label. */
const property = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement

describe('an SSH key’s panel', () => {
  it('shows everything about the key, read-only, with copy buttons', async () => {
    renderRoutes(routes, '/settings/ssh-keys/laptop/edit')
    const panel = await screen.findByRole('dialog', { name: 'SSH key' })
    expect(within(panel).getByText(/cannot be changed once it is added/)).toBeTruthy()
    expect(within(panel).queryByRole('textbox')).toBeNull()
    expect(property(panel, 'Name').textContent).toBe('laptop')
    expect(property(panel, 'Description').textContent).toBe('Work laptop')
    expect(property(panel, 'Type').textContent).toBe('ED25519, 256 bits')
    expect(property(panel, 'Comment').textContent).toBe('ada@analytical-engine')
    await waitFor(() =>
      expect(property(panel, 'Fingerprint').textContent).toBe(
        'SHA256:xn0yAH+UkwhIrLQFMtKNqtk8Yn+01TwS96asfDiLxik',
      ),
    )
    expect(within(panel).getByText(adaLaptopKey.public_key)).toBeTruthy()
    for (const name of ['Copy SSH key ID', 'Copy fingerprint', 'Copy public key']) {
      expect(within(panel).getByRole('button', { name })).toBeTruthy()
    }
  })

  it('tells an RSA key by its size, and a key without a comment', async () => {
    const [type, body] = TEST_KEYS.rsa4096.line.split(' ')
    db.sshKeys.push({ ...adaLaptopKey, id: crypto.randomUUID(), name: 'big', public_key: `${type} ${body}` })
    renderRoutes(routes, '/settings/ssh-keys/big/edit')
    const panel = await screen.findByRole('dialog', { name: 'SSH key' })
    expect(property(panel, 'Type').textContent).toBe('RSA, 4096 bits')
    expect(property(panel, 'Comment').textContent).toBe('—')
    await waitFor(() =>
      expect(property(panel, 'Fingerprint').textContent).toBe(TEST_KEYS.rsa4096.fingerprint),
    )
  })

  it('deletes the key after a confirmation and goes back to the list', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/settings/ssh-keys/laptop/edit')
    const panel = await screen.findByRole('dialog', { name: 'SSH key' })
    await user.click(within(panel).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete SSH key' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('SSH key laptop deleted')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/ssh-keys'))
    expect(db.sshKeys.some((k) => k.name === 'laptop')).toBe(false)
  })

  it('closes with Escape', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/settings/ssh-keys/laptop/edit')
    await screen.findByRole('dialog', { name: 'SSH key' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/ssh-keys'))
  })

  it('is Page not found for a key the user does not have', async () => {
    renderRoutes(routes, '/settings/ssh-keys/nope/edit')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
