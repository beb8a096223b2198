import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { alertsRoutes } from '~/pages/system/alerts/routes'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

const routes = [{ path: '/', errorElement: <RouteErrorScreen />, children: alertsRoutes }]
const subscriptionsOf = (name: string) => db.webhookReceivers.find((r) => r.name === name)?.subscriptions

describe("a receiver's subscriptions", () => {
  it('lists each with what it covers: a class its description, a pattern the classes it matches', async () => {
    renderRoutes(routes, '/system/alerts/ops-pagerduty/subscriptions')
    const table = await screen.findByRole('table', { name: 'Subscriptions' })
    const row = (sub: string) => within(within(table).getByText(sub).closest('tr') as HTMLElement)
    expect(row('instance.failed').getByText('An instance moved to the failed state')).toBeTruthy()
    expect(
      await row('hw.**').findByText(
        /^hw\.physical_disk\.fault, hw\.power_shelf\.psu\.inserted, .*, hw\.sled\.removed$/,
      ),
    ).toBeTruthy()
  })

  it('adds a pattern, refusing one it already has', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/alerts/ops-pagerduty/subscriptions-add')
    const form = await screen.findByRole('dialog', { name: 'Add subscription' })
    const field = within(form).getByRole('combobox', { name: /^Alert class or pattern/ })
    await pasteInto(user, field, 'instance.failed')
    await user.click(screen.getByRole('button', { name: 'Add subscription', hidden: true }))
    expect(
      await within(form).findByText('The receiver is already subscribed to instance.failed'),
    ).toBeTruthy()
    await user.clear(field)
    await pasteInto(user, field, 'update.*')
    expect(await within(form).findByText('update.* matches 1 class: update.completed.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Add subscription', hidden: true }))
    expect(await screen.findByText('Subscribed to update.*')).toBeTruthy()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/system/alerts/ops-pagerduty/subscriptions'),
    )
    expect(subscriptionsOf('ops-pagerduty')).toEqual(['hw.**', 'instance.failed', 'update.*'])
  })

  it('removes one after asking', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/alerts/ops-pagerduty/subscriptions')
    await screen.findByRole('table', { name: 'Subscriptions' })
    await user.click(screen.getByRole('button', { name: 'Actions for subscription instance.failed' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove subscription' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Subscription instance.failed removed')).toBeTruthy()
    expect(subscriptionsOf('ops-pagerduty')).toEqual(['hw.**'])
  })

  it('says what a receiver without subscriptions gets', async () => {
    const receiver = db.webhookReceivers.find((r) => r.name === 'audit-sink')
    if (receiver) receiver.subscriptions = []
    renderRoutes(routes, '/system/alerts/audit-sink/subscriptions')
    expect(await screen.findByRole('heading', { name: 'No subscriptions' })).toBeTruthy()
    expect(screen.getByText(/only the test events you send it/)).toBeTruthy()
  })
})
