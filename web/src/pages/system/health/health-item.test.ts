import { describe, expect, it } from 'vitest'
import { compareItems, type HealthItem, type Severity } from './health-item'

const item = (key: string, severity: Severity, date?: string): HealthItem => ({
  key,
  severity,
  title: key,
  detail: '',
  when: date ? { label: 'Since', date: new Date(date) } : null,
  link: { to: '/', label: 'Open' },
})

describe('the order of what needs attention', () => {
  it('puts the most serious first, then what has waited longest, then what has no time', () => {
    const items = [
      item('notice', 'notice', '2026-01-01'),
      item('warning without a time', 'warning'),
      item('recent warning', 'warning', '2026-11-01'),
      item('old warning', 'warning', '2026-06-01'),
      item('critical', 'critical'),
    ]
    expect(items.sort(compareItems).map((i) => i.key)).toEqual([
      'critical',
      'old warning',
      'recent warning',
      'warning without a time',
      'notice',
    ])
  })
})
