import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'
import { signInSettingsRoutes } from './routes'

setupMockServer()

const routes = [{ errorElement: <RouteErrorScreen />, children: signInSettingsRoutes }]

describe('the request behind the sign-in settings form', () => {
  it('sends the lifetime in seconds, as the form showed it', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/sign-in-settings')
    await user.click(await screen.findByRole('link', { name: 'Edit' }))
    const form = await screen.findByRole('dialog', { name: 'Edit sign-in settings' })
    await user.click(within(form).getByRole('radio', { name: /^Limited/ }))
    const amount = within(form).getByRole('textbox', { name: 'Lifetime' })
    await user.clear(amount)
    await pasteInto(user, amount, '12')
    const [shown] = await pressSendsShown(user, form, 'Save settings')
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/auth-settings',
      body: { device_token_max_ttl_seconds: 12 * 3600 },
    })
    expect(await screen.findByText('Sign-in settings saved')).toBeTruthy()
  })
})
