import { describe, expect, it } from 'vitest'
import type { HealthItem, Severity } from './health-item'
import { healthSummary, type PartOutcome } from './health-summary'

const item = (severity: Severity, key: string = severity): HealthItem => ({
  key,
  severity,
  title: key,
  detail: '',
  when: null,
  link: { to: '/', label: 'Open' },
})

const judged = (title: string, checked: string, items: HealthItem[] = []): PartOutcome => ({
  title,
  judged: { items, checked },
})

describe('the verdict over every part', () => {
  it('is all clear with what was checked, once every part is read and none found anything', () => {
    expect(
      healthSummary([
        judged('Sleds and disks', '12 sleds and 157 physical disks'),
        judged('BGP peers', '3 BGP sessions'),
      ]),
    ).toEqual({
      tone: 'clear',
      headline: 'All clear: nothing needs attention.',
      lines: ['Checked 12 sleds and 157 physical disks; 3 BGP sessions.'],
    })
  })

  it('counts what needs attention by severity, its tone the most serious', () => {
    const summary = healthSummary([
      judged('Switch ports', '', [item('critical')]),
      judged('Certificates', '', [item('warning', 'a'), item('warning', 'b'), item('notice')]),
    ])
    expect(summary).toEqual({
      tone: 'critical',
      headline: 'Needs attention: 1 critical, 2 warnings and 1 notice.',
      lines: [],
    })
    expect(healthSummary([judged('Update', '', [item('notice')])]).tone).toBe('notice')
  })

  it('waits for the parts still being read, naming them', () => {
    expect(healthSummary([judged('IP pools', '4 IP pools'), { title: 'BFD sessions' }])).toEqual({
      tone: 'checking',
      headline: 'Checking the rack…',
      lines: ['Still checking BFD sessions.'],
    })
  })

  it('never calls it all clear when a part could not be read, and says why each was not checked', () => {
    const summary = healthSummary([
      judged('IP pools', '4 IP pools'),
      { title: 'Certificates', error: { message: 'Action not authorized' } },
      { title: 'Sleds and disks', error: { message: 'Internal Server Error.' } },
    ])
    expect(summary).toEqual({
      tone: 'unknown',
      headline: 'Nothing needs attention in what could be checked.',
      lines: [
        'Checked 4 IP pools.',
        'Not checked: certificates (Action not authorized); sleds and disks (Internal Server Error).',
      ],
    })
    // what was found still counts, beside what could not be checked
    const found = healthSummary([
      judged('BGP peers', '', [item('warning')]),
      { title: 'Certificates', error: { message: 'Action not authorized' } },
    ])
    expect(found.headline).toBe('Needs attention: 1 warning.')
    expect(found.lines).toEqual(['Not checked: certificates (Action not authorized).'])
  })
})
