import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CONCEALED } from '~/components/show-request/request-text'
import { pasteInto } from '~/testing/paste-into'
import { renderSystem } from '~/testing/render-system'
import { menuActionSendsShown, pressSendsShown } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'

setupMockServer()

const field = (form: HTMLElement, name: RegExp) => within(form).getByRole('textbox', { name })

describe('the requests behind a webhook receiver', () => {
  it('creates a receiver as the request showed, its secret hidden', async () => {
    const user = userEvent.setup()
    renderSystem('/system/alerts-new')
    const form = await screen.findByRole('dialog', { name: 'Create webhook receiver' })
    await pasteInto(user, field(form, /^Name/), 'oncall-bridge')
    await pasteInto(user, field(form, /^Endpoint/), 'https://bridge.example.com/oxide')
    await pasteInto(user, field(form, /^Secret/), 'correct-horse-battery')
    const [shown] = await pressSendsShown(user, form, 'Create receiver')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/webhook-receivers',
      body: {
        name: 'oncall-bridge',
        description: '',
        endpoint: 'https://bridge.example.com/oxide',
        secrets: [CONCEALED],
        subscriptions: [],
      },
    })
    expect(within(form).getByTestId('request-raw').textContent).not.toContain('correct-horse-battery')
    expect(await screen.findByText('Webhook receiver oncall-bridge created')).toBeTruthy()
  })

  it('edits a receiver as the request showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/alerts/ops-pagerduty/edit')
    const form = await screen.findByRole('dialog', { name: 'Edit webhook receiver' })
    const endpoint = field(form, /^Endpoint/)
    await user.clear(endpoint)
    await pasteInto(user, endpoint, 'https://pager.example.com/hook ')
    const [shown] = await pressSendsShown(user, form, 'Save changes')
    expect(shown.method).toBe('PUT')
    expect(shown.url).toBe('/v1/webhook-receivers/ops-pagerduty')
    expect(shown.body).toMatchObject({ name: 'ops-pagerduty', endpoint: 'https://pager.example.com/hook' })
  })

  it("lists the delete request in the receiver page's Show requests, and its confirmation sends it", async () => {
    const user = userEvent.setup()
    const { router } = renderSystem('/system/alerts/audit-sink/deliveries')
    const menu = 'More actions for audit-sink'
    await user.click(await screen.findByRole('button', { name: menu }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: 'Requests for webhook receiver audit-sink' })
    expect((await within(requests).findByTestId('request-line')).textContent).toBe(
      'DELETE /v1/alert-receivers/audit-sink',
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [shown] = await menuActionSendsShown(user, { menu, dialog: 'Delete webhook receiver' })
    expect(shown).toEqual({ method: 'DELETE', url: '/v1/alert-receivers/audit-sink', body: undefined })
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/alerts'))
  })

  it('sends the test event its dialog showed, resend included once asked for', async () => {
    const user = userEvent.setup()
    renderSystem('/system/alerts/audit-sink/deliveries')
    await user.click(await screen.findByRole('button', { name: 'Send a test event' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send a test event' })
    await user.click(within(dialog).getByRole('checkbox', { name: /send again every alert/ }))
    const [shown] = await pressSendsShown(user, dialog, 'Send test event')
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/alert-receivers/audit-sink/probe?resend=true',
      body: undefined,
    })
    // the outcome shows, and the button offers another
    expect(await within(dialog).findByRole('button', { name: 'Send another' })).toBeTruthy()
  })
})
