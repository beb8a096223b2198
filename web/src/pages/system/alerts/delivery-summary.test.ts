// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { AlertDelivery, WebhookDeliveryAttempt } from '~/api/__generated__/Api'
import { describeAttempt, resendReason, summarizeDeliveries } from './delivery-summary'

let n = 0
const delivery = (
  state: AlertDelivery['state'],
  minute: number,
  trigger: AlertDelivery['trigger'] = 'alert',
) =>
  ({
    id: `d${n++}`,
    alertId: `a${n}`,
    alertClass: 'instance.failed',
    receiverId: 'r',
    attempts: { webhook: [] },
    state,
    timeStarted: new Date(Date.UTC(2026, 0, 1, 12, minute)),
    trigger,
  }) satisfies AlertDelivery

const attempt = (a: Partial<WebhookDeliveryAttempt>): WebhookDeliveryAttempt => ({
  attempt: 1,
  result: 'succeeded',
  timeSent: new Date(),
  ...a,
})

describe('the summary of the latest deliveries', () => {
  it('counts each state, failures first, and names the newest', () => {
    const summary = summarizeDeliveries([
      delivery('delivered', 5),
      delivery('failed', 30),
      delivery('delivered', 10),
      delivery('pending', 20),
      delivery('failed', 1),
    ])
    expect(summary.text).toBe('2 failed, 1 pending, 2 delivered')
    expect(summary.latest).toBe('failed')
    expect(summary.counts).toEqual({ failed: 2, pending: 1, delivered: 2 })
  })

  it('leaves out states with none, and says so when there are none at all', () => {
    expect(summarizeDeliveries([delivery('delivered', 1), delivery('delivered', 2)]).text).toBe('2 delivered')
    expect(summarizeDeliveries([])).toEqual({
      latest: null,
      counts: { failed: 0, pending: 0, delivered: 0 },
      text: 'No deliveries yet',
    })
  })
})

describe('an attempt in words', () => {
  it('gives the status and time of a response, or why there was none', () => {
    expect(describeAttempt(attempt({ response: { status: 200, durationMs: 182 } }))).toBe(
      'Delivered: HTTP 200 in 182 ms',
    )
    expect(
      describeAttempt(attempt({ result: 'failed_http_error', response: { status: 500, durationMs: 318 } })),
    ).toBe('Error response: HTTP 500 in 318 ms')
    expect(describeAttempt(attempt({ result: 'failed_timeout', response: null }))).toBe(
      'Timed out: no response within the delivery timeout',
    )
    expect(describeAttempt(attempt({ result: 'failed_unreachable' }))).toBe(
      'Unreachable: the request could not be sent',
    )
  })
})

describe('what can be resent', () => {
  it('a failed alert only', () => {
    expect(resendReason(delivery('failed', 1))).toBeUndefined()
    expect(resendReason(delivery('failed', 1, 'resend'))).toBeUndefined()
    expect(resendReason(delivery('pending', 1))).toBe('This delivery is still being attempted')
    expect(resendReason(delivery('delivered', 1))).toBe('This delivery went through')
    expect(resendReason(delivery('failed', 1, 'probe'))).toMatch(/test event/)
  })
})
