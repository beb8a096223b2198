import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { renderRoutes } from '~/testing/render-routes'
import { formatDate, formatDateTime } from '~/util/format'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { adaCliToken, adaTerraformToken } from '~mock/fixtures/access-tokens'
import { ada, guest } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import AccessTokensPage from './AccessTokensPage'
import { accessTokensLoader } from './routes'

setupMockServer()

const routes = [
  {
    path: '/settings/access-tokens',
    loader: accessTokensLoader,
    element: <AccessTokensPage />,
    errorElement: <RouteErrorScreen />,
  },
]

const row = (id: string) => screen.getByText(id).closest('tr') as HTMLElement

async function openActions(user: ReturnType<typeof userEvent.setup>, id: string) {
  await user.click(screen.getByRole('button', { name: `Actions for access token ${id}` }))
  return screen.findByRole('menu')
}

describe('the access token list', () => {
  it('shows each token by id, with when it was made and when it expires', async () => {
    renderRoutes(routes, '/settings/access-tokens')
    await screen.findByText(adaCliToken.id)
    expect(within(row(adaCliToken.id)).getAllByRole('cell')[2].textContent).toBe('Never')
    expect(row(adaTerraformToken.id).textContent).toContain(
      formatDateTime(new Date(adaTerraformToken.time_expires as string)),
    )
    expect(row(adaTerraformToken.id).textContent).toMatch(/\(in \d+y\)/)
  })

  it('marks a token that has expired', async () => {
    db.accessTokens.push({
      id: '0d6c8a3e-4b1f-4e2a-9c7d-5f3e2b1a0c9d',
      silo_user_id: ada.id,
      token: 'oxide-token-expired',
      time_created: '2024-01-01T00:00:00.000Z',
      time_expires: '2024-02-01T00:00:00.000Z',
    })
    renderRoutes(routes, '/settings/access-tokens')
    await screen.findByText('0d6c8a3e-4b1f-4e2a-9c7d-5f3e2b1a0c9d')
    expect(within(row('0d6c8a3e-4b1f-4e2a-9c7d-5f3e2b1a0c9d')).getByText('Expired')).toBeTruthy()
  })

  it('revokes a token after a confirmation that says what stops working', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/settings/access-tokens')
    await screen.findByText(adaCliToken.id)
    const menu = await openActions(user, adaCliToken.id)
    expect(within(menu).getByRole('menuitem', { name: 'Copy ID' })).toBeTruthy()
    await user.click(within(menu).getByRole('menuitem', { name: 'Revoke' }))
    const confirm = await screen.findByRole('dialog', { name: 'Revoke access token' })
    const body = within(confirm).getByText(/^Revoke access token/, { selector: 'p' }).textContent
    expect(body).toContain(
      `Revoke access token ${adaCliToken.id}, created ${formatDate(adaCliToken.time_created)}?`,
    )
    expect(body).toContain('Any command-line tool or script signed in with it stops working at once')
    expect(body).toContain('Your session in this console is not affected.')
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText('Access token revoked')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(adaCliToken.id)).toBeNull())
    expect(db.accessTokens.some((t) => t.id === adaCliToken.id)).toBe(false)
  })

  it('shows an error toast when a revoke fails, and keeps the token', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/settings/access-tokens')
    await screen.findByText(adaCliToken.id)
    setMockFaults('currentUserAccessTokenDelete=503')
    const menu = await openActions(user, adaCliToken.id)
    await user.click(within(menu).getByRole('menuitem', { name: 'Revoke' }))
    const confirm = await screen.findByRole('dialog', { name: 'Revoke access token' })
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText('Could not revoke access token')).toBeTruthy()
    expect(screen.getByText('Service Unavailable')).toBeTruthy()
    expect(screen.getByText(adaCliToken.id)).toBeTruthy()
  })

  it('explains an empty list: tokens come from signing in from the command line', async () => {
    signIn(guest)
    renderRoutes(routes, '/settings/access-tokens')
    expect(await screen.findByRole('heading', { name: 'No access tokens' })).toBeTruthy()
    expect(screen.getByText(`oxide auth login --host ${window.location.origin}`)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy sign-in command' })).toBeTruthy()
  })

  it('shows the error screen when the list cannot be read', async () => {
    setMockFaults('currentUserAccessTokenList=503')
    renderRoutes(routes, '/settings/access-tokens')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })
})
