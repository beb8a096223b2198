import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown } from '~/testing/show-request'
import { grace } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { peopleRoutes } from './routes'

setupMockServer()

const routes = [{ errorElement: <RouteErrorScreen />, children: peopleRoutes }]

describe("the request behind a user's sign out everywhere", () => {
  it('is shown in its confirmation, and sent as shown', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, `/users/${grace.id}`)
    await screen.findByRole('table', { name: 'Console sessions' })
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
    const confirm = await screen.findByRole('dialog', { name: 'Sign out everywhere' })
    const [shown] = await pressSendsShown(user, confirm, 'Sign out everywhere')
    expect(shown).toEqual({ method: 'POST', url: `/v1/users/${grace.id}/logout`, body: undefined })
    expect(await screen.findByText(`${grace.display_name} was signed out everywhere`)).toBeTruthy()
  })
})
