import type {
  AlertDelivery,
  AlertDeliveryState,
  AlertDeliveryTrigger,
  WebhookDeliveryAttempt,
} from '~/api/__generated__/Api'
import type { BadgeColor } from '~/ui/Badge'

/** How many of the latest deliveries the receivers list sums up for each receiver. */
export const LATEST_DELIVERIES = 10

export const STATE_LOOK: Record<AlertDeliveryState, { label: string; color: BadgeColor }> = {
  delivered: { label: 'delivered', color: 'success' },
  failed: { label: 'failed', color: 'danger' },
  pending: { label: 'pending', color: 'info' },
}

export const TRIGGER_LABEL: Record<AlertDeliveryTrigger, string> = {
  alert: 'Alert',
  resend: 'Resend',
  probe: 'Test event',
}

export type DeliverySummary = {
  /** The newest delivery's state, or null when there is none. */
  latest: AlertDeliveryState | null
  counts: Record<AlertDeliveryState, number>
  /** e.g. '8 delivered, 2 failed', newest first in importance: failures, then pending, then delivered. */
  text: string
}

/**
 * What a receiver's latest deliveries come to: the state of the newest, and how many of them are in each state.
 * `deliveries` may come in any order; the newest is the one that started last.
 */
export function summarizeDeliveries(deliveries: readonly AlertDelivery[]): DeliverySummary {
  const counts: Record<AlertDeliveryState, number> = { failed: 0, pending: 0, delivered: 0 }
  let newest: AlertDelivery | null = null
  for (const d of deliveries) {
    counts[d.state] += 1
    if (!newest || d.timeStarted.getTime() > newest.timeStarted.getTime()) newest = d
  }
  const parts = (['failed', 'pending', 'delivered'] as const)
    .filter((state) => counts[state] > 0)
    .map((state) => `${counts[state]} ${state}`)
  return {
    latest: newest?.state ?? null,
    counts,
    text: parts.length ? parts.join(', ') : 'No deliveries yet',
  }
}

const RESULT_LABEL: Record<WebhookDeliveryAttempt['result'], string> = {
  succeeded: 'Delivered',
  failed_http_error: 'Error response',
  failed_timeout: 'Timed out',
  failed_unreachable: 'Unreachable',
}

/** One attempt in words: 'Delivered: HTTP 200 in 182 ms', 'Timed out: no response', 'Unreachable: ...'. */
export function describeAttempt(attempt: WebhookDeliveryAttempt): string {
  const label = RESULT_LABEL[attempt.result]
  if (attempt.response)
    return `${label}: HTTP ${attempt.response.status} in ${attempt.response.durationMs} ms`
  if (attempt.result === 'failed_timeout') return `${label}: no response within the delivery timeout`
  if (attempt.result === 'failed_unreachable') return `${label}: the request could not be sent`
  return label
}

/** Only a delivery that failed for good can be sent again; the reason the others cannot, or undefined. */
export function resendReason(delivery: AlertDelivery): string | undefined {
  if (delivery.trigger === 'probe') return 'A test event is not sent again; send a new one instead'
  if (delivery.state === 'pending') return 'This delivery is still being attempted'
  if (delivery.state === 'delivered') return 'This delivery went through'
  return undefined
}
