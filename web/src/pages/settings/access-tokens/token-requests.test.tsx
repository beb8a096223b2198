import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown } from '~/testing/show-request'
import { adaCliToken } from '~mock/fixtures/access-tokens'
import { setupMockServer } from '~mock/node'
import { accessTokensRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/', errorElement: <RouteErrorScreen />, children: accessTokensRoutes }]

describe("the request behind an access token's revoke", () => {
  it("is listed in the row menu's Show requests, shown in its confirmation, and sent as shown", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/settings/access-tokens')
    const url = `/v1/me/access-tokens/${adaCliToken.id}`
    const actions = async () =>
      user.click(await screen.findByRole('button', { name: `Actions for access token ${adaCliToken.id}` }))
    await actions()
    await user.click(await screen.findByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', {
      name: `Requests for access token ${adaCliToken.id}`,
    })
    const revoke = within(requests).getByRole('region', { name: 'Revoke' })
    expect((await within(revoke).findByTestId('request-line')).textContent).toBe(`DELETE ${url}`)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await actions()
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke' }))
    const confirm = await screen.findByRole('dialog', { name: 'Revoke access token' })
    const [shown] = await pressSendsShown(user, confirm, 'Revoke')
    expect(shown).toEqual({ method: 'DELETE', url, body: undefined })
    expect(await screen.findByText('Access token revoked')).toBeTruthy()
  })
})
