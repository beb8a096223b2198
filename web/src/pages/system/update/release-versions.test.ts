import { describe, expect, it } from 'vitest'
import { setTargetDisabledReason } from './release-versions'

describe('setTargetDisabledReason', () => {
  it('allows any release while no target is set', () => {
    expect(setTargetDisabledReason('16.1.0', null)).toBeUndefined()
  })

  it('allows a newer release and refuses an older one or the target itself, with the reason', () => {
    expect(setTargetDisabledReason('17.0.1', '17.0.0')).toBeUndefined()
    expect(setTargetDisabledReason('17.0.0', '17.0.0')).toBe('This is the target release already')
    expect(setTargetDisabledReason('16.1.0', '17.0.0')).toBe(
      'Older than the target release 17.0.0; the target release can only move forward',
    )
  })

  it('compares versions as numbers, with a prerelease before its release', () => {
    expect(setTargetDisabledReason('9.0.0', '10.0.0')).toMatch(/^Older/)
    expect(setTargetDisabledReason('10.0.0', '9.0.0')).toBeUndefined()
    expect(setTargetDisabledReason('17.0.0-rc.1', '17.0.0')).toMatch(/^Older/)
    expect(setTargetDisabledReason('17.0.0', '17.0.0-rc.1')).toBeUndefined()
  })

  it('leaves versions that are not semver to the API', () => {
    expect(setTargetDisabledReason('install dataset', '17.0.0')).toBeUndefined()
  })
})
