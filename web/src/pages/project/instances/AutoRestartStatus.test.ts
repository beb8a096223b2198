// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { autoRestartSummary, policyLabel } from './AutoRestartStatus'

const now = new Date('2025-01-01T12:00:00Z')
const later = new Date('2025-01-01T12:05:00Z')

describe('auto-restart status', () => {
  it('names the policy', () => {
    expect(policyLabel(null)).toBe('Default (best effort)')
    expect(policyLabel('best_effort')).toBe('Best effort')
    expect(policyLabel('never')).toBe('Never')
  })

  it('follows the eligibility rule for a failed instance', () => {
    const failed = { runState: 'failed' as const, autoRestartEnabled: true, autoRestartPolicy: null }
    expect(autoRestartSummary(failed, now)).toBe('Failed; will be restarted automatically')
    expect(autoRestartSummary({ ...failed, autoRestartCooldownExpiration: later }, now)).toBe(
      'Failed; will be restarted after the cooldown ends in 5m',
    )
    expect(autoRestartSummary({ ...failed, autoRestartEnabled: false }, now)).toMatch(/^Off/)
  })

  it('shows a running cooldown', () => {
    const running = { runState: 'running' as const, autoRestartEnabled: true, autoRestartPolicy: null }
    expect(autoRestartSummary(running, now)).toBe('On: restarted automatically if it fails')
    expect(autoRestartSummary({ ...running, autoRestartCooldownExpiration: later }, now)).toMatch(
      /^On, in cooldown until .* \(in 5m\)$/,
    )
  })
})
