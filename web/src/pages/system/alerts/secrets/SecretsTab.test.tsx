import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { alertsRoutes } from '~/pages/system/alerts/routes'
import { LAST_SECRET } from '~/pages/system/alerts/secret-rules'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const routes = [{ path: '/', errorElement: <RouteErrorScreen />, children: alertsRoutes }]
const secretRows = () =>
  within(screen.getByRole('table', { name: 'Secrets' }))
    .getAllByRole('row')
    .slice(1)

describe("a receiver's secrets", () => {
  it('explains rotation, and will not delete the last secret, saying why', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/alerts/rack-ops-slack/secrets')
    await screen.findByRole('table', { name: 'Secrets' })
    expect(
      screen.getByText(/To rotate one, add the new secret, switch the endpoint to it, then delete/),
    ).toBeTruthy()
    expect(secretRows()).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: /^Actions for secret / }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getByRole('menuitem', { name: /^Delete/ })
        .getAttribute('aria-disabled'),
    ).toBe('true')
    expect(within(menu).getByText(LAST_SECRET)).toBeTruthy()
  })

  it('adds a typed secret, shows its value once to copy, then never again', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/alerts/rack-ops-slack/secrets-add')
    const form = await screen.findByRole('dialog', { name: 'Add secret' })
    await pasteInto(user, within(form).getByRole('textbox', { name: /^Secret/ }), 'correct-horse-battery')
    await user.click(screen.getByRole('button', { name: 'Add secret' }))
    const shown = await screen.findByRole('dialog', { name: 'Secret added' })
    expect((within(shown).getByRole('textbox', { name: 'Secret value' }) as HTMLInputElement).value).toBe(
      'correct-horse-battery',
    )
    expect(within(shown).getByRole('button', { name: 'Copy secret value' })).toBeTruthy()
    expect(within(shown).getByText(/it will not be shown again/)).toBeTruthy()
    await user.click(within(shown).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/alerts/rack-ops-slack/secrets'))
    await waitFor(() => expect(secretRows()).toHaveLength(2))
    expect(screen.queryByText('correct-horse-battery')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('deletes an older secret once there are two, after asking', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/alerts/ops-pagerduty/secrets')
    await screen.findByRole('table', { name: 'Secrets' })
    expect(secretRows()).toHaveLength(2)
    const oldest = '5e1a9c3d-7b2f-4e8a-9c6d-1f3b5a7c9e2d'
    await user.click(screen.getByRole('button', { name: `Actions for secret ${oldest}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete secret' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Secret deleted')).toBeTruthy()
    await waitFor(() => expect(secretRows()).toHaveLength(1))
    expect(
      db.webhookReceivers.find((r) => r.name === 'ops-pagerduty')?.secrets.map((s) => s.id),
    ).not.toContain(oldest)
  })
})
