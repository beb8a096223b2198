import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { systemRoutes } from '~/pages/system/routes'
import { must } from '~/testing/must'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { alertsRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/', errorElement: <RouteErrorScreen />, children: alertsRoutes }]
const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement
const field = (form: HTMLElement, name: RegExp) => within(form).getByRole('textbox', { name })

describe('the alert receivers', () => {
  it('lists each receiver with its endpoint, subscriptions and how its latest deliveries went', async () => {
    renderRoutes(routes, '/system/alerts')
    await screen.findByRole('link', { name: 'rack-ops-slack' })
    expect(screen.getByRole('link', { name: 'rack-ops-slack' }).getAttribute('href')).toBe(
      '/system/alerts/rack-ops-slack/deliveries',
    )
    const slack = within(row('rack-ops-slack'))
    expect(slack.getByText('https://hooks.slack-bridge.example.com/services/T04RACK/B07ALERTS')).toBeTruthy()
    expect(slack.getByText('2')).toBeTruthy()
    expect(await slack.findByText('2 failed, 2 delivered')).toBeTruthy()
    expect(slack.getByText('last delivered')).toBeTruthy()
    const audit = within(row('audit-sink'))
    expect(await audit.findByText('1 failed, 1 pending')).toBeTruthy()
    expect(audit.getByText('last pending')).toBeTruthy()
  })

  it('says so when there is no receiver', async () => {
    db.webhookReceivers = []
    renderRoutes(routes, '/system/alerts')
    expect(await screen.findByRole('heading', { name: 'No alert receivers' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'New webhook receiver' })).toHaveLength(2)
  })

  it('creates a receiver with a generated secret and a pattern, and opens it', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/alerts-new')
    const form = await screen.findByRole('dialog', { name: 'Create webhook receiver' })
    await pasteInto(user, field(form, /^Name/), 'oncall-bridge')
    await pasteInto(user, field(form, /^Endpoint/), 'https://bridge.example.com/oxide')
    await user.click(within(form).getByRole('button', { name: 'Generate a secret' }))
    const secret = (field(form, /^Secret/) as HTMLInputElement).value
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(within(form).getByRole('button', { name: 'Copy secret' })).toBeTruthy()
    const subscription = within(form).getByRole('combobox', { name: /^Alert class or pattern/ })
    await pasteInto(user, subscription, 'hw.sled.*')
    expect(
      await within(form).findByText(
        'hw.sled.* matches 3 classes: hw.sled.fault, hw.sled.inserted, hw.sled.removed.',
      ),
    ).toBeTruthy()
    await user.click(within(form).getByRole('button', { name: 'Add subscription', hidden: true }))
    // the suggestions under the field leave the rest of the form hidden from assistive tech while they show
    expect(
      within(form).getByRole('button', { name: 'Remove subscription hw.sled.*', hidden: true }),
    ).toBeTruthy()
    // typed but not added: it goes along too
    await pasteInto(user, subscription, 'instance.failed')
    await user.click(screen.getByRole('button', { name: 'Create receiver', hidden: true }))
    expect(await screen.findByText('Webhook receiver oncall-bridge created')).toBeTruthy()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/system/alerts/oncall-bridge/deliveries'),
    )
    expect(db.webhookReceivers.find((r) => r.name === 'oncall-bridge')).toMatchObject({
      endpoint: 'https://bridge.example.com/oxide',
      subscriptions: ['hw.sled.*', 'instance.failed'],
      secrets: [expect.anything()],
    })
  })

  it('refuses plain http with the reason until it is confirmed, and a bad pattern, keeping what was typed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/alerts-new')
    const form = await screen.findByRole('dialog', { name: 'Create webhook receiver' })
    await pasteInto(user, field(form, /^Name/), 'collector')
    await pasteInto(user, field(form, /^Endpoint/), 'http://collector.example.com/alerts')
    await pasteInto(user, field(form, /^Secret/), 'shh')
    await pasteInto(user, within(form).getByRole('combobox', { name: /^Alert class or pattern/ }), 'inst*')
    await user.click(screen.getByRole('button', { name: 'Create receiver' }))
    expect(
      await within(form).findByText(/^Plain http sends every alert and its signature unencrypted/),
    ).toBeTruthy()
    expect(
      within(form).getByText(
        '* and ** stand for whole parts, as in instance.*; "inst*" mixes them with letters',
      ),
    ).toBeTruthy()
    expect(db.webhookReceivers.some((r) => r.name === 'collector')).toBe(false)

    await user.click(within(form).getByRole('checkbox', { name: /^Send alerts over plain http/ }))
    const pattern = within(form).getByRole('combobox', { name: /^Alert class or pattern/ })
    await user.clear(pattern)
    await pasteInto(user, pattern, 'update.**')
    await user.click(screen.getByRole('button', { name: 'Create receiver' }))
    expect(await screen.findByText('Webhook receiver collector created')).toBeTruthy()
    expect(db.webhookReceivers.find((r) => r.name === 'collector')?.subscriptions).toEqual(['update.**'])
  })

  it('puts a taken name on the name field', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/alerts-new')
    const form = await screen.findByRole('dialog', { name: 'Create webhook receiver' })
    await pasteInto(user, field(form, /^Name/), 'ops-pagerduty')
    await pasteInto(user, field(form, /^Endpoint/), 'https://example.com/x')
    await pasteInto(user, field(form, /^Secret/), 'shh')
    await user.click(screen.getByRole('button', { name: 'Create receiver' }))
    expect(await within(form).findByText('Alert receiver name already exists')).toBeTruthy()
    expect((field(form, /^Endpoint/) as HTMLInputElement).value).toBe('https://example.com/x')
  })

  it('is Page not found for anyone who is not a fleet viewer', async () => {
    signIn(must(db.users.find((u) => u.username === 'katherine')))
    renderRoutes(
      [{ path: '/', errorElement: <RouteErrorScreen />, children: systemRoutes }],
      '/system/alerts',
    )
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
