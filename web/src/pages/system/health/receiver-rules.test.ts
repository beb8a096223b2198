import { describe, expect, it } from 'vitest'
import type { AlertDelivery, AlertReceiver } from '~/api/__generated__/Api'
import { receiverItems, receiversChecked } from './receiver-rules'

const receiver = (name: string): AlertReceiver => ({
  description: '',
  id: `id-${name}`,
  kind: { kind: 'webhook', endpoint: 'https://example.com/hook', secrets: [] },
  name,
  subscriptions: [],
  timeCreated: new Date('2026-01-01T00:00:00Z'),
  timeModified: new Date('2026-01-01T00:00:00Z'),
})

const hoursAgo = (h: number) => new Date(Date.UTC(2026, 10, 29, 10) - h * 3_600_000)

const delivery = (state: AlertDelivery['state'], hours: number): AlertDelivery => ({
  alertClass: 'hw.physical_disk.fault',
  alertId: `alert-${hours}`,
  attempts: { webhook: [] },
  id: `delivery-${hours}`,
  receiverId: 'r',
  state,
  timeStarted: hoursAgo(hours),
  trigger: 'alert',
})

describe('webhook receivers whose deliveries fail', () => {
  it('finds nothing when the latest deliveries went through or are still under way', () => {
    const deliveries = [delivery('pending', 0), delivery('delivered', 1)]
    expect(receiverItems([{ receiver: receiver('ok'), deliveries }])).toEqual([])
    expect(receiverItems([{ receiver: receiver('quiet'), deliveries: [] }])).toEqual([])
  })

  it('is critical when the newest settled delivery failed, since the first failure in a row', () => {
    // newest first, as the API sends them, with one still pending
    const deliveries = [
      delivery('pending', 0),
      delivery('failed', 2),
      delivery('failed', 5),
      delivery('delivered', 9),
      delivery('failed', 12),
    ]
    const [item] = receiverItems([{ receiver: receiver('audit-sink'), deliveries }])
    expect(item).toMatchObject({
      severity: 'critical',
      title: 'Alerts are not reaching receiver audit-sink',
      detail:
        '3 of its latest 4 finished deliveries failed, the newest among them. Check that its endpoint answers, then resend the failed ones.',
      when: { label: 'Since', date: hoursAgo(5) },
      link: { to: '/system/alerts/audit-sink/deliveries', label: 'Open receiver audit-sink' },
    })
  })

  it('says so when every finished delivery failed, since the oldest of them', () => {
    const all = [delivery('failed', 1), delivery('failed', 6)]
    const [item] = receiverItems([{ receiver: receiver('gone'), deliveries: all }])
    expect(item.detail).toMatch(/^All of its latest 2 finished deliveries failed\. /)
    expect(item.when).toEqual({ label: 'Since', date: hoursAgo(6) })
    const [one] = receiverItems([{ receiver: receiver('new'), deliveries: [delivery('failed', 1)] }])
    expect(one.detail).toMatch(/^Its latest finished delivery failed\. /)
  })

  it('warns of earlier failures when the newest went through, with when the last one failed', () => {
    const deliveries = [delivery('failed', 3), delivery('delivered', 1), delivery('failed', 4)]
    const [item] = receiverItems([{ receiver: receiver('chat'), deliveries }])
    expect(item).toMatchObject({
      severity: 'warning',
      title: 'Receiver chat failed some deliveries',
      detail:
        '2 of its latest 3 finished deliveries failed; the newest went through. Resend the failed ones if they still matter.',
      when: { label: 'Last failed', date: hoursAgo(3) },
    })
  })

  it('says how many receivers it checked', () => {
    expect(receiversChecked([{ receiver: receiver('a'), deliveries: [] }])).toBe(
      'the latest deliveries of 1 webhook receiver',
    )
  })
})
