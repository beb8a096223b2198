import type { AlertDelivery, AlertReceiver } from '~/api/__generated__/Api'
import { pb } from '~/util/paths'
import { count, type HealthItem } from './health-item'

/** A webhook receiver and its latest deliveries (the alerts page sums up the same ten). */
export type ReceiverReport = { receiver: AlertReceiver; deliveries: readonly AlertDelivery[] }

/**
 * Receivers whose latest deliveries failed. When the newest delivery that settled failed, alerts are not
 * reaching the receiver now (critical), since the first of the failures in a row; when some failed but the
 * newest went through, it is a warning, with when the last one failed. Pending deliveries have not settled and
 * say nothing yet.
 */
export function receiverItems(reports: readonly ReceiverReport[]): HealthItem[] {
  return reports.flatMap(({ receiver, deliveries }): HealthItem[] => {
    const settled = deliveries
      .filter((d) => d.state !== 'pending')
      .sort((a, b) => b.timeStarted.getTime() - a.timeStarted.getTime())
    const failed = settled.filter((d) => d.state === 'failed')
    if (failed.length === 0) return []
    const base = {
      key: `receiver ${receiver.id}`,
      link: { to: pb.alertReceiver({ receiver: receiver.name }), label: `Open receiver ${receiver.name}` },
    }
    const finished = count(settled.length, 'finished delivery', 'finished deliveries')
    if (settled[0].state === 'failed') {
      const firstGood = settled.findIndex((d) => d.state !== 'failed')
      const streak = firstGood === -1 ? settled : settled.slice(0, firstGood)
      const tally =
        settled.length === 1
          ? 'Its latest finished delivery failed.'
          : failed.length === settled.length
            ? `All of its latest ${finished} failed.`
            : `${failed.length} of its latest ${finished} failed, the newest among them.`
      return [
        {
          ...base,
          severity: 'critical',
          title: `Alerts are not reaching receiver ${receiver.name}`,
          detail: `${tally} Check that its endpoint answers, then resend the failed ones.`,
          when: { label: 'Since', date: streak[streak.length - 1].timeStarted },
        },
      ]
    }
    return [
      {
        ...base,
        severity: 'warning',
        title: `Receiver ${receiver.name} failed some deliveries`,
        detail: `${failed.length} of its latest ${finished} failed; the newest went through. Resend the failed ones if they still matter.`,
        when: { label: 'Last failed', date: failed[0].timeStarted },
      },
    ]
  })
}

export const receiversChecked = (reports: readonly ReceiverReport[]) =>
  `the latest deliveries of ${count(reports.length, 'webhook receiver')}`
