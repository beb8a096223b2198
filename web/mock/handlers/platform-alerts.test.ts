// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import { auditSinkReceiver, pagerdutyReceiver } from '~mock/fixtures/platform/alerts'
import { setupMockServer } from '~mock/node'
import { api, asUser } from '~mock/toolkit/test-kit'

setupMockServer()

afterEach(() => {
  vi.useRealTimers()
})

async function deliveries(receiver: string, query = {}) {
  const result = await api.methods.alertDeliveryList({ path: { receiver }, query })
  if (result.type !== 'success') throw new Error('list failed')
  return result.data.items
}

describe('alert classes and receivers', () => {
  test('classes filter by glob', async () => {
    const one = await api.methods.alertClassList({ query: { filter: 'hw.sled.*' } })
    expect(one.type === 'success' && one.data.items.map((c) => c.name)).toEqual([
      'hw.sled.fault',
      'hw.sled.inserted',
      'hw.sled.removed',
    ])
    const deep = await api.methods.alertClassList({ query: { filter: 'hw.**' } })
    expect(deep.type === 'success' && deep.data.items).toHaveLength(6)
  })

  test('receivers show as webhooks with their secrets and subscriptions', async () => {
    const view = await api.methods.alertReceiverView({ path: { receiver: 'ops-pagerduty' } })
    expect(view.type === 'success' && view.data).toMatchObject({
      id: pagerdutyReceiver.id,
      kind: { kind: 'webhook', endpoint: pagerdutyReceiver.endpoint },
      subscriptions: ['hw.**', 'instance.failed'],
    })
    const list = await api.methods.alertReceiverList({})
    expect(list.type === 'success' && list.data.items.map((r) => r.name)).toEqual([
      'audit-sink',
      'ops-pagerduty',
      'rack-ops-slack',
    ])
    expect(
      (await api.methods.alertReceiverDelete({ path: { receiver: 'audit-sink' } })).response.status,
    ).toBe(204)
    const gone = await api.methods.alertReceiverView({ path: { receiver: 'audit-sink' } })
    expect(gone.type === 'error' && gone.data.message).toBe(
      'not found: alert-receiver with name "audit-sink"',
    )
  })

  test('subscriptions are added once and removed', async () => {
    const path = { receiver: 'ops-pagerduty' }
    const added = await api.methods.alertReceiverSubscriptionAdd({ path, body: { subscription: 'update.*' } })
    expect(added.response.status).toBe(201)
    const dup = await api.methods.alertReceiverSubscriptionAdd({ path, body: { subscription: 'update.*' } })
    expect(dup.type === 'error' && dup.data.errorCode).toBe('ObjectAlreadyExists')
    const probe = await api.methods.alertReceiverSubscriptionAdd({ path, body: { subscription: 'probe' } })
    expect(probe.response.status).toBe(400)
    const removed = await api.methods.alertReceiverSubscriptionRemove({
      path: { ...path, subscription: 'instance.failed' },
    })
    expect(removed.response.status).toBe(204)
    const view = await api.methods.alertReceiverView({ path })
    expect(view.type === 'success' && view.data.subscriptions).toEqual(['hw.**', 'update.*'])
  })
})

describe('deliveries', () => {
  test('filter by state; all of them without a filter', async () => {
    expect((await deliveries('audit-sink')).map((d) => d.state)).toEqual(['failed', 'pending'])
    expect((await deliveries('audit-sink', { failed: true })).map((d) => d.alertClass)).toEqual([
      'update.target_release.set',
    ])
    expect(await deliveries('ops-pagerduty', { pending: true, failed: true })).toEqual([])
  })

  test('the chat bridge failed twice, with 500s and timeouts, between deliveries that went through', async () => {
    const all = await deliveries('rack-ops-slack', { sortBy: 'time_and_id_descending' })
    expect(all.map((d) => [d.alertClass, d.state])).toEqual([
      ['update.completed', 'delivered'],
      ['instance.auto_restarted', 'failed'],
      ['instance.failed', 'failed'],
      ['update.target_release.set', 'delivered'],
    ])
    expect(all[2].attempts.webhook.map((a) => [a.result, a.response?.status ?? null])).toEqual([
      ['failed_http_error', 500],
      ['failed_http_error', 500],
      ['failed_timeout', null],
    ])
  })

  test('a resend of a failed delivery is pending, then delivered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const [failed] = await deliveries('rack-ops-slack', { failed: true })
    const resent = await api.methods.alertDeliveryResend({
      path: { alertId: failed.alertId },
      query: { receiver: 'rack-ops-slack' },
    })
    if (resent.type !== 'success') throw new Error('resend failed')
    const find = async () => (await deliveries('rack-ops-slack')).find((d) => d.id === resent.data.deliveryId)
    expect(await find()).toMatchObject({ trigger: 'resend', state: 'pending', alertClass: failed.alertClass })
    await vi.advanceTimersByTimeAsync(2000)
    expect(await find()).toMatchObject({
      state: 'delivered',
      attempts: { webhook: [{ result: 'succeeded' }] },
    })
  })

  test('a probe of a reachable receiver succeeds and can resend what failed', async () => {
    const probe = await api.methods.alertReceiverProbe({
      path: { receiver: 'ops-pagerduty' },
      query: { resend: true },
    })
    if (probe.type !== 'success') throw new Error('probe failed')
    expect(probe.data.probe).toMatchObject({ trigger: 'probe', state: 'delivered', alertClass: 'probe' })
    expect(probe.data.probe.attempts.webhook[0]).toMatchObject({
      result: 'succeeded',
      response: { status: 200 },
    })
    expect(probe.data.resendsStarted).toBe(0)
  })

  test('a probe of an unreachable receiver reports the failure in a 200', async () => {
    const probe = await api.methods.alertReceiverProbe({
      path: { receiver: auditSinkReceiver.id },
      query: {},
    })
    expect(probe.response.status).toBe(200)
    expect(probe.type === 'success' && probe.data).toMatchObject({
      probe: { state: 'failed', attempts: { webhook: [{ result: 'failed_unreachable' }] } },
      resendsStarted: null,
    })
  })

  test('a resent alert is retried and fails again while the endpoint is down', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const [failed] = await deliveries('audit-sink', { failed: true })
    const resent = await api.methods.alertDeliveryResend({
      path: { alertId: failed.alertId },
      query: { receiver: 'audit-sink' },
    })
    expect(resent.response.status).toBe(201)
    if (resent.type !== 'success') throw new Error('resend failed')
    const find = async () => (await deliveries('audit-sink')).find((d) => d.id === resent.data.deliveryId)
    expect(await find()).toMatchObject({ trigger: 'resend', state: 'pending' })
    await vi.advanceTimersByTimeAsync(20_000)
    const done = await find()
    expect(done?.state).toBe('failed')
    expect(done?.attempts.webhook.map((a) => a.attempt)).toEqual([1, 2, 3])
  })

  test('once the endpoint is fixed, the next resend is delivered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await api.methods.webhookReceiverUpdate({
      path: { receiver: 'audit-sink' },
      body: { endpoint: 'https://collector.compliance.example.com/oxide/alerts' },
    })
    const probe = await api.methods.alertReceiverProbe({
      path: { receiver: 'audit-sink' },
      query: { resend: true },
    })
    expect(probe.type === 'success' && probe.data.resendsStarted).toBe(1)
    await vi.advanceTimersByTimeAsync(2000)
    const resends = (await deliveries('audit-sink')).filter((d) => d.trigger === 'resend')
    expect(resends.map((d) => d.state)).toEqual(['delivered'])
  })

  test('resending an alert the receiver never got is a 404', async () => {
    const alertId = crypto.randomUUID()
    const result = await api.methods.alertDeliveryResend({
      path: { alertId },
      query: { receiver: 'ops-pagerduty' },
    })
    expect(result.type === 'error' && result.data.message).toBe(`not found: alert with id "${alertId}"`)
  })
})

describe('webhook receivers and secrets', () => {
  const body = {
    name: 'ops-slack',
    description: 'Posts to #rack-ops',
    endpoint: 'https://hooks.slack.example.com/services/T0001/B0002/abc',
    secrets: ['first-secret'],
    subscriptions: ['instance.*'],
  }

  test('creates a receiver and validates what it is given', async () => {
    const created = await api.methods.webhookReceiverCreate({ body })
    expect(created.response.status).toBe(201)
    expect(created.type === 'success' && created.data).toMatchObject({
      name: 'ops-slack',
      subscriptions: ['instance.*'],
    })
    expect(created.type === 'success' && created.data.secrets).toHaveLength(1)
    const dup = await api.methods.webhookReceiverCreate({ body })
    expect(dup.type === 'error' && dup.data.message).toBe('already exists: alert-receiver "ops-slack"')
    const noSecret = await api.methods.webhookReceiverCreate({
      body: { ...body, name: 'other', secrets: [] },
    })
    expect(noSecret.response.status).toBe(400)
    const badUrl = await api.methods.webhookReceiverCreate({
      body: { ...body, name: 'other', endpoint: 'ftp://x' },
    })
    expect(badUrl.response.status).toBe(400)
  })

  test('update renames; a taken name is refused', async () => {
    const path = { receiver: 'audit-sink' }
    expect(
      (await api.methods.webhookReceiverUpdate({ path, body: { name: 'compliance' } })).response.status,
    ).toBe(204)
    expect((await api.methods.alertReceiverView({ path: { receiver: 'compliance' } })).response.status).toBe(
      200,
    )
    const taken = await api.methods.webhookReceiverUpdate({
      path: { receiver: 'compliance' },
      body: { name: 'ops-pagerduty' },
    })
    expect(taken.response.status).toBe(400)
  })

  test('secrets are added and removed by id; values never come back', async () => {
    const query = { receiver: 'ops-pagerduty' }
    const added = await api.methods.webhookSecretsAdd({ query, body: { secret: 'rotated' } })
    if (added.type !== 'success') throw new Error('add failed')
    expect(Object.keys(added.data).sort()).toEqual(['id', 'timeCreated'])
    const removed = await api.methods.webhookSecretsDelete({
      path: { secretId: pagerdutyReceiver.secrets[0].id },
    })
    expect(removed.response.status).toBe(204)
    const list = await api.methods.webhookSecretsList({ query })
    expect(list.type === 'success' && list.data.secrets.map((s) => s.id)).toEqual([
      pagerdutyReceiver.secrets[1].id,
      added.data.id,
    ])
  })

  test('fleet viewers read; only fleet admins change receivers', async () => {
    expect((await api.methods.alertReceiverList({}, asUser('grace'))).response.status).toBe(200)
    const denied = await api.methods.webhookReceiverCreate({ body }, asUser('grace'))
    expect(denied.type === 'error' && denied.data.message).toBe('Action not authorized')
    expect((await api.methods.alertReceiverList({}, asUser('margaret'))).response.status).toBe(403)
  })
})
