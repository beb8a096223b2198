import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { alreadyExists, badRequest, notFound } from '~mock/errors'
import { alertClasses, PROBE_ALERT_CLASS } from '~mock/fixtures/platform/alerts'
import { unitHash } from '~mock/toolkit/hash'
import { lookupByNameOrId } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'
import { after, alive } from '~mock/toolkit/timers'

type Receiver = Json<Api.WebhookReceiver>
type Delivery = Json<Api.AlertDelivery>
type Attempt = Json<Api.WebhookDeliveryAttempt>

const MAX_ATTEMPTS = 3
/** Delay before each attempt, in ms: the first goes out quickly, retries back off. */
const ATTEMPT_DELAYS = [1500, 3000, 6000]

export function lookupReceiver(selector: string): Receiver {
  return lookupByNameOrId(db.webhookReceivers, 'alert-receiver', selector)
}

export function receiverView({ endpoint, secrets, ...rest }: Receiver): Json<Api.AlertReceiver> {
  return { ...rest, kind: { kind: 'webhook', endpoint, secrets } }
}

/** `*` matches one dot-separated segment, `**` any number of them. */
export function globMatches(pattern: string, name: string): boolean {
  const match = (p: string[], n: string[]): boolean => {
    if (p.length === 0) return n.length === 0
    if (p[0] === '**') return n.some((_, i) => match(p.slice(1), n.slice(i + 1))) || match(p.slice(1), n)
    return n.length > 0 && (p[0] === '*' || p[0] === n[0]) && match(p.slice(1), n.slice(1))
  }
  return match(pattern.split('.'), name.split('.'))
}

/** Probes go out only on request: the probe class itself is refused, and a glob never brings them. */
export function checkSubscription(subscription: string): void {
  if (subscription === PROBE_ALERT_CLASS) {
    throw badRequest(`cannot subscribe to "${subscription}": probe alerts are only sent on request`)
  }
}

/**
 * The mock's network: hosts under the reserved `.invalid` and private `.internal`
 * domains cannot be reached from the rack; anything else answers 200.
 */
function attempt(receiver: Receiver, n: number, key: string): Attempt {
  const host = URL.canParse(receiver.endpoint) ? new URL(receiver.endpoint).hostname : ''
  const time_sent = now()
  if (host.endsWith('.invalid') || host.endsWith('.internal')) {
    return { attempt: n, result: 'failed_unreachable', response: null, time_sent }
  }
  const duration_ms = 35 + Math.round(unitHash(`${key}:${n}`) * 220)
  return { attempt: n, result: 'succeeded', response: { status: 200, duration_ms }, time_sent }
}

/** Attempts a pending delivery in the background until it succeeds or runs out of retries. */
function dispatch(receiver: Receiver, delivery: Delivery): void {
  const n = delivery.attempts.webhook.length
  after(ATTEMPT_DELAYS[Math.min(n, ATTEMPT_DELAYS.length - 1)], () => {
    const live = alive(db.alertDeliveries, delivery) && alive(db.webhookReceivers, receiver)
    if (!live || delivery.state !== 'pending') return
    const result = attempt(receiver, n + 1, delivery.id)
    delivery.attempts.webhook.push(result)
    if (result.result === 'succeeded') delivery.state = 'delivered'
    else if (n + 1 >= MAX_ATTEMPTS) delivery.state = 'failed'
    else dispatch(receiver, delivery)
  })
}

function startDelivery(receiver: Receiver, alertId: string, alertClass: string, trigger: 'alert' | 'resend') {
  const delivery: Delivery = {
    id: crypto.randomUUID(),
    alert_id: alertId,
    alert_class: alertClass,
    receiver_id: receiver.id,
    attempts: { webhook: [] },
    state: 'pending',
    time_started: now(),
    trigger,
  }
  db.alertDeliveries.push(delivery)
  dispatch(receiver, delivery)
  return delivery
}

/** Alerts whose most recent delivery to the receiver failed. */
function failedAlerts(receiver: Receiver): Delivery[] {
  const latest = new Map<string, Delivery>()
  for (const d of db.alertDeliveries) {
    if (d.receiver_id !== receiver.id || d.trigger === 'probe') continue
    const seen = latest.get(d.alert_id)
    if (!seen || seen.time_started <= d.time_started) latest.set(d.alert_id, d)
  }
  return [...latest.values()].filter((d) => d.state === 'failed')
}

export const alertHandlers = {
  alertClassList({ query, ...ctx }) {
    fleetUser(ctx)
    const filter = query.filter
    const classes = filter ? alertClasses.filter((c) => globMatches(filter, c.name)) : alertClasses
    return paginated(query, classes, { key: (c) => c.name })
  },

  alertReceiverList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, db.webhookReceivers.map(receiverView))
  },

  alertReceiverView({ path, ...ctx }) {
    fleetUser(ctx)
    return receiverView(lookupReceiver(path.receiver))
  },

  alertReceiverDelete({ path, ...ctx }) {
    fleetUser(ctx, 'admin')
    const receiver = lookupReceiver(path.receiver)
    db.webhookReceivers = db.webhookReceivers.filter((r) => r.id !== receiver.id)
    db.alertDeliveries = db.alertDeliveries.filter((d) => d.receiver_id !== receiver.id)
    return 204
  },

  alertDeliveryList({ path, query, ...ctx }) {
    fleetUser(ctx)
    const receiver = lookupReceiver(path.receiver)
    const wanted = { delivered: query.delivered, failed: query.failed, pending: query.pending }
    const anyFilter = Object.values(wanted).some((v) => v != null)
    const rows = db.alertDeliveries.filter(
      (d) => d.receiver_id === receiver.id && (!anyFilter || wanted[d.state] === true),
    )
    const descending = query.sortBy === 'time_and_id_descending'
    return paginated(query, rows, { key: (d) => `${d.time_started}|${d.id}`, descending })
  },

  /** Sends the probe synchronously; the result is in the body, whatever the endpoint answered. */
  alertReceiverProbe({ path, query, ...ctx }) {
    fleetUser(ctx, 'admin')
    const receiver = lookupReceiver(path.receiver)
    const id = crypto.randomUUID()
    const result = attempt(receiver, 1, id)
    const probe: Delivery = {
      id,
      alert_id: crypto.randomUUID(),
      alert_class: PROBE_ALERT_CLASS,
      receiver_id: receiver.id,
      attempts: { webhook: [result] },
      state: result.result === 'succeeded' ? 'delivered' : 'failed',
      time_started: result.time_sent,
      trigger: 'probe',
    }
    db.alertDeliveries.push(probe)
    let resends_started: number | null = null
    if (query.resend && probe.state === 'delivered') {
      const failed = failedAlerts(receiver)
      for (const d of failed) startDelivery(receiver, d.alert_id, d.alert_class, 'resend')
      resends_started = failed.length
    }
    return { probe, resends_started }
  },

  alertReceiverSubscriptionAdd({ path, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const receiver = lookupReceiver(path.receiver)
    checkSubscription(body.subscription)
    if (receiver.subscriptions.includes(body.subscription)) {
      throw alreadyExists('alert-subscription', body.subscription)
    }
    receiver.subscriptions.push(body.subscription)
    receiver.time_modified = now()
    return created({ subscription: body.subscription })
  },

  alertReceiverSubscriptionRemove({ path, ...ctx }) {
    fleetUser(ctx, 'admin')
    const receiver = lookupReceiver(path.receiver)
    if (!receiver.subscriptions.includes(path.subscription)) {
      throw notFound('alert-subscription', 'name', path.subscription)
    }
    receiver.subscriptions = receiver.subscriptions.filter((s) => s !== path.subscription)
    receiver.time_modified = now()
    return 204
  },

  alertDeliveryResend({ path, query, ...ctx }) {
    fleetUser(ctx, 'admin')
    const receiver = lookupReceiver(query.receiver)
    const previous = db.alertDeliveries.find(
      (d) => d.alert_id === path.alertId && d.receiver_id === receiver.id && d.trigger !== 'probe',
    )
    if (!previous) throw notFound('alert', 'id', path.alertId)
    const delivery = startDelivery(receiver, previous.alert_id, previous.alert_class, 'resend')
    return created({ delivery_id: delivery.id })
  },
} satisfies Partial<MSWHandlers>
