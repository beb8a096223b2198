import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { alertsRoutes } from '~/pages/system/alerts/routes'
import { behindFleetGate } from '~/pages/system/fleet-gate'
import { disabledReason } from '~/testing/disabled-reason'
import { grantFleetAdmin } from '~/testing/grant-role'
import { must } from '~/testing/must'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'

setupMockServer()

const routes = [{ path: '/', errorElement: <RouteErrorScreen />, children: behindFleetGate(alertsRoutes) }]
const property = (label: string) =>
  must(screen.getByText(label, { selector: 'dt' }).nextElementSibling, `${label} value`)

describe("a receiver's page", () => {
  it('shows its details and its tabs, deliveries first', async () => {
    renderRoutes(routes, '/system/alerts/rack-ops-slack')
    await screen.findByRole('heading', { name: 'rack-ops-slack', level: 1 })
    expect(property('Endpoint').textContent).toBe(
      'https://hooks.slack-bridge.example.com/services/T04RACK/B07ALERTS',
    )
    expect(property('Subscriptions').textContent).toBe('2')
    expect(property('Secrets').textContent).toBe('1')
    const tab = screen.getByRole('tab', { name: 'Deliveries' })
    expect(tab.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tab', { name: 'Secrets' }).getAttribute('href')).toBe(
      '/system/alerts/rack-ops-slack/secrets',
    )
  })

  it('lists deliveries newest first with their attempts, and filters them by state', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/alerts/rack-ops-slack/deliveries')
    const table = await screen.findByRole('table', { name: 'Deliveries' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual([
      'update.completed',
      'instance.auto_restarted',
      'instance.failed',
      'update.target_release.set',
    ])
    const failed = within(rows[2])
    expect(failed.getByText('failed')).toBeTruthy()
    expect(failed.getAllByText(/Error response: HTTP 500 in \d+ ms/)).toHaveLength(2)
    expect(failed.getByText(/#3 .*: Timed out: no response within the delivery timeout/)).toBeTruthy()

    // a picker is named by its value and its label
    await user.click(screen.getByRole('button', { name: 'All State' }))
    await user.click(await screen.findByRole('option', { name: 'Failed' }))
    await waitFor(() => expect(router.state.location.search).toBe('?state=failed'))
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Deliveries' })).getAllByRole('row')).toHaveLength(3),
    )
  })

  it('resends a failed delivery, which is pending and then delivered', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/alerts/rack-ops-slack/deliveries?state=failed')
    await screen.findByRole('table', { name: 'Deliveries' })
    await user.click(screen.getByRole('button', { name: /^Actions for instance\.failed delivery/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Resend' }))
    expect(await screen.findByText('Alert sent again')).toBeTruthy()
    const resent = () => db.alertDeliveries.find((d) => d.trigger === 'resend')
    expect(resent()).toMatchObject({ alert_class: 'instance.failed' })
    await waitFor(() => expect(resent()?.state).toBe('delivered'), { timeout: 4000 })
  })

  it('greys out Resend with the reason for a delivery that went through', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/alerts/rack-ops-slack/deliveries?state=delivered')
    await screen.findByRole('table', { name: 'Deliveries' })
    await user.click(screen.getByRole('button', { name: /^Actions for update\.completed delivery/ }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getByRole('menuitem', { name: /^Resend/ })
        .getAttribute('aria-disabled'),
    ).toBe('true')
    expect(within(menu).getByText('This delivery went through')).toBeTruthy()
  })

  it('sends a test event and shows what the endpoint answered', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/alerts/audit-sink/deliveries')
    await user.click(await screen.findByRole('button', { name: 'Send a test event' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send a test event' })
    await user.click(within(dialog).getByRole('button', { name: 'Send test event' }))
    const outcome = await within(dialog).findByRole('status')
    expect(outcome.textContent).toContain('Test event failed')
    expect(outcome.textContent).toContain('Unreachable: the request could not be sent')
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Deliveries' })).getAllByText('Test event').length,
      ).toBe(1),
    )
  })

  it('edits the endpoint, refusing plain http until it is confirmed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/alerts/ops-pagerduty/edit')
    const form = await screen.findByRole('dialog', { name: 'Edit webhook receiver' })
    const endpoint = within(form).getByRole('textbox', { name: /^Endpoint/ })
    await user.clear(endpoint)
    await pasteInto(user, endpoint, 'http://pager.example.com/hook')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await within(form).findByText(/^Plain http sends every alert/)).toBeTruthy()
    await user.click(within(form).getByRole('checkbox', { name: /^Send alerts over plain http/ }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Webhook receiver ops-pagerduty updated')).toBeTruthy()
    expect(db.webhookReceivers.find((r) => r.name === 'ops-pagerduty')?.endpoint).toBe(
      'http://pager.example.com/hook',
    )
  })

  it('deletes the receiver after asking', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/alerts/audit-sink/deliveries')
    await user.click(await screen.findByRole('button', { name: 'More actions for audit-sink' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete webhook receiver' })
    expect(within(confirm).getByText(/delete webhook receiver audit-sink\?/)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Webhook receiver audit-sink deleted')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/alerts'))
    expect(db.webhookReceivers.some((r) => r.name === 'audit-sink')).toBe(false)
  })

  it('offers a fleet viewer no change, saying why, and shows a refusal it could not foresee as it comes', async () => {
    // grace is a fleet viewer through the group sre, not a fleet admin
    const grace = must(db.users.find((u) => u.username === 'grace'))
    signIn(grace)
    const user = userEvent.setup()
    renderRoutes(routes, '/system/alerts/ops-pagerduty/deliveries')
    for (const name of ['Send a test event', 'Edit']) {
      const button = await screen.findByRole('button', { name })
      expect(button.getAttribute('aria-disabled')).toBe('true')
      expect(disabledReason(button)).toBe('Needs the admin role on the fleet')
    }
    await user.click(screen.getByRole('button', { name: 'More actions for ops-pagerduty' }))
    const del = within(await screen.findByRole('menu')).getByRole('menuitem', { name: /^Delete/ })
    expect(del.getAttribute('aria-disabled')).toBe('true')
    expect(del.textContent).toContain('Needs the admin role on the fleet')
    cleanup()

    // a fleet admin when the page read her role, who is one no longer when she sends
    const restore = grantFleetAdmin(grace)
    renderRoutes(routes, '/system/alerts/ops-pagerduty/deliveries')
    const send = await screen.findByRole('button', { name: 'Send a test event' })
    restore()
    await user.click(send)
    const dialog = await screen.findByRole('dialog', { name: 'Send a test event' })
    await user.click(within(dialog).getByRole('button', { name: 'Send test event' }))
    expect(
      await within(dialog).findByText('Could not send the test event: Action not authorized'),
    ).toBeTruthy()
  })

  it('is Page not found for a receiver that does not exist', async () => {
    renderRoutes(routes, '/system/alerts/nope/deliveries')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
