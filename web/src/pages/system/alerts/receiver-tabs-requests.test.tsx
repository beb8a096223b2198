import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CONCEALED } from '~/components/show-request/request-text'
import { must } from '~/testing/must'
import { pasteInto } from '~/testing/paste-into'
import { renderSystem } from '~/testing/render-system'
import { expectShownRequestsSent, pressSendsShown, recordWrites, shownRequest } from '~/testing/show-request'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'

setupMockServer()

type User = ReturnType<typeof userEvent.setup>

async function rowAction(user: User, row: string, action: string, title: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${row}` }))
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: action }))
  await screen.findByRole('dialog', { name: title })
  return () => screen.getByRole('dialog', { name: title })
}

describe("the requests behind a receiver's secrets, subscriptions and deliveries", () => {
  it('adds a secret as the request showed, the secret hidden', async () => {
    const user = userEvent.setup()
    renderSystem('/system/alerts/rack-ops-slack/secrets-add')
    const form = await screen.findByRole('dialog', { name: 'Add secret' })
    await pasteInto(user, within(form).getByRole('textbox', { name: /^Secret/ }), 'correct-horse-battery')
    const [shown] = await pressSendsShown(user, form, 'Add secret')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/webhook-secrets?receiver=rack-ops-slack',
      body: { secret: CONCEALED },
    })
    expect(await screen.findByRole('dialog', { name: 'Secret added' })).toBeTruthy()
  })

  it("shows a secret's delete request in its confirmation and sends what it showed", async () => {
    const user = userEvent.setup()
    renderSystem('/system/alerts/ops-pagerduty/secrets')
    const oldest = '5e1a9c3d-7b2f-4e8a-9c6d-1f3b5a7c9e2d'
    const dialog = await rowAction(user, `secret ${oldest}`, 'Delete', 'Delete secret')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Delete' })),
      dialog,
    )
    expect(shown).toEqual({ method: 'DELETE', url: `/v1/webhook-secrets/${oldest}`, body: undefined })
  })

  it('adds a subscription as the request showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/alerts/ops-pagerduty/subscriptions-add')
    const form = await screen.findByRole('dialog', { name: 'Add subscription' })
    await pasteInto(
      user,
      within(form).getByRole('combobox', { name: /^Alert class or pattern/ }),
      ' update.* ',
    )
    // the suggestions under the field hide the rest of the form until the field is left
    await user.tab()
    const [shown] = await pressSendsShown(user, form, 'Add subscription')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/alert-receivers/ops-pagerduty/subscriptions',
      body: { subscription: 'update.*' },
    })
    expect(await screen.findByText('Subscribed to update.*')).toBeTruthy()
  })

  it("shows a subscription's remove request in its confirmation and sends what it showed", async () => {
    const user = userEvent.setup()
    renderSystem('/system/alerts/ops-pagerduty/subscriptions')
    const dialog = await rowAction(user, 'subscription instance.failed', 'Remove', 'Remove subscription')
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Remove' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/alert-receivers/ops-pagerduty/subscriptions/instance.failed',
      body: undefined,
    })
  })

  it("lists a delivery's resend request in its menu's Show requests, and Resend sends it", async () => {
    const user = userEvent.setup()
    renderSystem('/system/alerts/rack-ops-slack/deliveries?state=failed')
    await screen.findByRole('table', { name: 'Deliveries' })
    const menuButton = () => screen.getByRole('button', { name: /^Actions for instance\.failed delivery/ })
    const rowName = must(menuButton().getAttribute('aria-label')).replace('Actions for ', '')
    await user.click(menuButton())
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: `Requests for ${rowName}` })
    const shown = await shownRequest(() => within(requests).getByRole('region', { name: 'Resend' }))
    const failed = must(db.alertDeliveries.find((d) => d.alert_class === 'instance.failed'))
    expect(shown).toEqual({
      method: 'POST',
      url: `/v1/alerts/${failed.alert_id}/resend?receiver=rack-ops-slack`,
      body: undefined,
    })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const sent = recordWrites()
    await user.click(menuButton())
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Resend' }))
    await waitFor(() => expect(sent).toEqual([shown]))
    expect(await screen.findByText('Alert sent again')).toBeTruthy()
  })
})
