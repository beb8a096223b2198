// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { settleSeededTransitions } from './compute-settle'

setupMockServer()
afterEach(() => vi.useRealTimers())

const stateOf = (name: string) => db.instances.find((i) => i.name === name)?.run_state

describe('seeded transitions in the preview', () => {
  test('stay as seeded at first, then settle where a real rack would take them', async () => {
    vi.useFakeTimers()
    expect(stateOf('web-canary')).toBe('starting')
    expect(stateOf('etl-scheduler')).toBe('stopping')
    expect(db.disks.find((d) => d.name === 'new-volume')?.state.state).toBe('creating')
    settleSeededTransitions(1000, 100)
    await vi.advanceTimersByTimeAsync(900)
    expect(stateOf('web-canary')).toBe('starting')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(stateOf('web-canary')).toBe('running')
    expect(stateOf('etl-scheduler')).toBe('stopped')
    expect(stateOf('trainer-2')).toBe('running')
    expect(db.disks.find((d) => d.name === 'new-volume')?.state.state).toBe('detached')
    expect(db.snapshots.every((s) => s.state !== 'creating')).toBe(true)
    // failed instances are not transitional: they stay failed
    expect(stateOf('ingest-legacy')).toBe('failed')
  })
})
