import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest, notFound } from '~mock/errors'
import { ensureUniqueName } from '~mock/toolkit/lookup'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'
import { checkSubscription, lookupReceiver } from './platform-alerts'

function checkEndpoint(endpoint: string): void {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw badRequest(`invalid endpoint URL "${endpoint}": must be an http or https URL`)
  }
}

function checkSecret(secret: string): void {
  if (secret.length === 0) throw badRequest('webhook secrets must not be empty')
}

/** The mock keeps no secret values: nothing can read them back, and nothing signs payloads. */
const newSecret = (): Json<Api.WebhookSecret> => ({ id: crypto.randomUUID(), time_created: now() })

export const webhookHandlers = {
  webhookReceiverCreate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    ensureUniqueName(db.webhookReceivers, 'alert-receiver', body.name)
    checkEndpoint(body.endpoint)
    if (body.secrets.length === 0) throw badRequest('a webhook receiver needs at least one secret')
    body.secrets.forEach(checkSecret)
    const subscriptions = [...new Set(body.subscriptions ?? [])]
    subscriptions.forEach(checkSubscription)
    const time = now()
    const receiver: Json<Api.WebhookReceiver> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      endpoint: body.endpoint,
      secrets: body.secrets.map(newSecret),
      subscriptions,
      time_created: time,
      time_modified: time,
    }
    db.webhookReceivers.push(receiver)
    return created(receiver)
  },

  webhookReceiverUpdate({ path, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const receiver = lookupReceiver(path.receiver)
    if (body.name && body.name !== receiver.name) {
      ensureUniqueName(db.webhookReceivers, 'alert-receiver', body.name)
      receiver.name = body.name
    }
    if (body.endpoint != null) {
      checkEndpoint(body.endpoint)
      receiver.endpoint = body.endpoint
    }
    if (body.description != null) receiver.description = body.description
    receiver.time_modified = now()
    return 204
  },

  webhookSecretsList({ query, ...ctx }) {
    fleetUser(ctx)
    return { secrets: lookupReceiver(query.receiver).secrets }
  },

  webhookSecretsAdd({ query, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const receiver = lookupReceiver(query.receiver)
    checkSecret(body.secret)
    const secret = newSecret()
    receiver.secrets.push(secret)
    return created(secret)
  },

  webhookSecretsDelete({ path, ...ctx }) {
    fleetUser(ctx, 'admin')
    const receiver = db.webhookReceivers.find((r) => r.secrets.some((s) => s.id === path.secretId))
    if (!receiver) throw notFound('webhook-secret', 'id', path.secretId)
    receiver.secrets = receiver.secrets.filter((s) => s.id !== path.secretId)
    return 204
  },
} satisfies Partial<MSWHandlers>
