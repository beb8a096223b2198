// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { UpdateStatus } from '~/api/__generated__/Api'
import { behindSentence, isUpdating, updateProgress } from './update-progress'

const time = new Date('2026-11-25T10:00:00Z')

function status(counts: Record<string, number>, over: Partial<UpdateStatus> = {}): UpdateStatus {
  return {
    componentsByReleaseVersion: counts,
    suspended: false,
    targetRelease: { version: '17.0.0', timeRequested: time },
    timeLastStepPlanned: time,
    ...over,
  }
}

describe('updateProgress', () => {
  it('counts the components on the target, the target first and then the most common versions', () => {
    const progress = updateProgress(status({ unknown: 2, '16.1.0': 36, '17.0.0': 116 }))
    expect(progress).toMatchObject({
      target: '17.0.0',
      phase: 'updating',
      total: 154,
      onTarget: 116,
    })
    expect(progress.percent).toBeCloseTo((116 / 154) * 100)
    expect(progress.versions.map((v) => v.version)).toEqual(['17.0.0', '16.1.0', 'unknown'])
  })

  it('is the share as it is: under 100 until every component is there', () => {
    expect(updateProgress(status({ '17.0.0': 153, '16.1.0': 1 })).percent).toBeLessThan(100)
    expect(updateProgress(status({ '17.0.0': 154 }))).toMatchObject({ phase: 'up-to-date', percent: 100 })
  })

  it('is updating only while components lag behind a target and update is not suspended', () => {
    expect(isUpdating(status({ '17.0.0': 1, '16.1.0': 1 }))).toBe(true)
    expect(isUpdating(status({ '17.0.0': 2 }))).toBe(false)
    expect(updateProgress(status({ '17.0.0': 1, '16.1.0': 1 }, { suspended: true })).phase).toBe('suspended')
    expect(isUpdating(status({ '17.0.0': 1, '16.1.0': 1 }, { suspended: true }))).toBe(false)
    const never = updateProgress(status({ 'install dataset': 154 }, { targetRelease: null }))
    expect(never).toMatchObject({ target: null, phase: 'no-target', onTarget: 0 })
    expect(isUpdating(status({ 'install dataset': 154 }, { targetRelease: null }))).toBe(false)
  })

  it('says which versions the components behind the target run, and how many run each', () => {
    const mid = updateProgress(status({ unknown: 2, '16.1.0': 36, '17.0.0': 116 }))
    expect(mid.behind.map((v) => v.version)).toEqual(['16.1.0', 'unknown'])
    expect(behindSentence(mid)).toBe(
      '38 of 154 components are not on 17.0.0 yet: 36 run 16.1.0, 2 run unknown (no uploaded repository matches it).',
    )
    const stuck = updateProgress(status({ 'install dataset': 1, '17.0.0': 153 }, { suspended: true }))
    expect(behindSentence(stuck)).toBe(
      '1 of 154 components is not on 17.0.0: 1 runs install dataset (the software the rack was set up with).',
    )
    expect(behindSentence(updateProgress(status({ '17.0.0': 154 })))).toBe('Every component runs 17.0.0.')
    const never = updateProgress(status({ 'install dataset': 154 }, { targetRelease: null }))
    expect(never.behind).toEqual([])
    expect(behindSentence(never)).toBeNull()
  })
})
