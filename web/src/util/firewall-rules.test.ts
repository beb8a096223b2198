// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { byPriority } from './firewall-rules'

describe('the order of firewall rules', () => {
  it('puts the lowest priority number first, ties by name', () => {
    const rules = [
      { name: 'b', priority: 100 },
      { name: 'deny-all', priority: 65535 },
      { name: 'a', priority: 100 },
      { name: 'first', priority: 0 },
    ]
    expect([...rules].sort(byPriority).map((r) => r.name)).toEqual(['first', 'a', 'b', 'deny-all'])
  })

  it('gives the same order whatever order the rules come in', () => {
    const rule = fc.record({ name: fc.string({ maxLength: 4 }), priority: fc.integer({ min: 0, max: 3 }) })
    const twoOrders = fc
      .uniqueArray(rule, { selector: (r) => r.name })
      .chain((rules) =>
        fc.tuple(
          fc.constant(rules),
          fc.shuffledSubarray(rules, { minLength: rules.length, maxLength: rules.length }),
        ),
      )
    fc.assert(
      fc.property(twoOrders, ([rules, shuffled]) => {
        expect([...shuffled].sort(byPriority)).toEqual([...rules].sort(byPriority))
      }),
    )
  })
})
