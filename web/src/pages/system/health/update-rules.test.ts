import { describe, expect, it } from 'vitest'
import type { UpdateStatus } from '~/api/__generated__/Api'
import { STALLED_AFTER_MS, updateChecked, updateItems } from './update-rules'

const now = new Date('2026-11-29T10:00:00Z')
const requested = new Date('2026-11-29T08:00:00Z')

const status = (over: Partial<UpdateStatus> = {}): UpdateStatus => ({
  componentsByReleaseVersion: { '17.0.0': 118, '16.1.0': 36 },
  suspended: false,
  targetRelease: { version: '17.0.0', timeRequested: requested },
  timeLastStepPlanned: new Date(now.getTime() - 60_000),
  ...over,
})

describe('the system update', () => {
  it('is a notice while it runs, since it was asked for, with how far it has come', () => {
    const [item] = updateItems(status(), now)
    expect(item).toMatchObject({
      severity: 'notice',
      title: 'Updating to 17.0.0',
      detail: '118 of 154 components run it (76.6%).',
      when: { label: 'Started', date: requested },
      link: { to: '/system/update', label: 'Open system update' },
    })
  })

  it('warns when nothing has been planned for over an hour while components still have to move', () => {
    const planned = new Date(now.getTime() - 3 * 3_600_000 - 60_000)
    const [item] = updateItems(status({ timeLastStepPlanned: planned }), now)
    expect(item).toMatchObject({
      severity: 'warning',
      title: 'The update to 17.0.0 may be stuck',
      detail: '118 of 154 components run it (76.6%). Nothing has been planned for 3 hours.',
      when: { label: 'Last step planned', date: planned },
    })
    const justInTime = new Date(now.getTime() - STALLED_AFTER_MS)
    expect(updateItems(status({ timeLastStepPlanned: justInTime }), now)[0].severity).toBe('notice')
  })

  it('warns that automatic update is suspended, whatever the components run', () => {
    const items = updateItems(status({ suspended: true, componentsByReleaseVersion: { '17.0.0': 154 } }), now)
    expect(items.map((i) => [i.severity, i.title])).toEqual([['warning', 'Automatic update is suspended']])
  })

  it('says nothing once every component runs the target, or with no target at all', () => {
    expect(updateItems(status({ componentsByReleaseVersion: { '17.0.0': 154 } }), now)).toEqual([])
    expect(updateItems(status({ targetRelease: null }), now)).toEqual([])
    expect(updateChecked(status())).toBe('the update to 17.0.0')
    expect(updateChecked(status({ targetRelease: null }))).toBe('the system update')
  })
})
