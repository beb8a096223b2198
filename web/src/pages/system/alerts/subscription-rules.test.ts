// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { globMatches, matchingClasses, SUBSCRIPTION_PATTERN, subscriptionProblem } from './subscription-rules'

const classes = [
  'hw.sled.fault',
  'hw.sled.inserted',
  'hw.physical_disk.fault',
  'instance.failed',
  'instance.auto_restarted',
  'update.completed',
].map((name) => ({ name }))

describe('a subscription, as the API takes it', () => {
  it('is a class name or a glob of whole segments', () => {
    for (const ok of [
      'instance.failed',
      'instance.*',
      'hw.**',
      'hw.*.fault',
      '**',
      '*',
      'hw.physical_disk.fault',
    ]) {
      expect(subscriptionProblem(ok), ok).toBeNull()
      expect(SUBSCRIPTION_PATTERN.test(ok), ok).toBe(true)
    }
  })

  it('says which part is wrong', () => {
    expect(subscriptionProblem('')).toBe('Alert class or pattern is required')
    expect(subscriptionProblem('instance failed')).toBe('A subscription has no spaces')
    expect(subscriptionProblem('instance.')).toBe('Each part between the dots needs a name, * or **')
    expect(subscriptionProblem('hw..fault')).toBe('Each part between the dots needs a name, * or **')
    expect(subscriptionProblem('inst*.failed')).toBe(
      '* and ** stand for whole parts, as in instance.*; "inst*" mixes them with letters',
    )
    expect(subscriptionProblem('hw.***')).toMatch(/"\*\*\*" mixes them/)
    expect(subscriptionProblem('instance-failed')).toBe(
      '"instance-failed" may hold only letters, digits and underscores',
    )
  })

  it('refuses one the receiver already has', () => {
    expect(subscriptionProblem('instance.*', ['hw.**', 'instance.*'])).toBe(
      'The receiver is already subscribed to instance.*',
    )
    expect(subscriptionProblem('instance.failed', ['instance.*'])).toBeNull()
  })

  it('agrees with the spec pattern on everything it refuses', () => {
    for (const bad of ['instance.', '.x', 'a..b', 'a b', 'a*', 'a.b-c', '***']) {
      expect(SUBSCRIPTION_PATTERN.test(bad), bad).toBe(false)
      expect(subscriptionProblem(bad), bad).not.toBeNull()
    }
  })
})

describe('the classes a subscription covers', () => {
  it('* is one segment, ** any number of them', () => {
    expect(matchingClasses('instance.*', classes)).toEqual(['instance.failed', 'instance.auto_restarted'])
    expect(matchingClasses('hw.**', classes)).toEqual([
      'hw.sled.fault',
      'hw.sled.inserted',
      'hw.physical_disk.fault',
    ])
    expect(matchingClasses('hw.*', classes)).toEqual([])
    expect(matchingClasses('hw.*.fault', classes)).toEqual(['hw.sled.fault', 'hw.physical_disk.fault'])
    expect(matchingClasses('**', classes)).toHaveLength(classes.length)
    expect(globMatches('**.fault', 'hw.sled.fault')).toBe(true)
    expect(globMatches('instance.failed', 'instance.failed')).toBe(true)
    expect(globMatches('instance', 'instance.failed')).toBe(false)
  })
})
