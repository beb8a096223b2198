// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/api/__generated__/Api'
import { RuleGoneError, toRuleUpdate, withRuleAdded, withRuleRemoved, withRuleReplaced } from './rule-set'

const WRITTEN_FIELDS = [
  'action',
  'description',
  'direction',
  'filters',
  'name',
  'priority',
  'status',
  'targets',
]

const rule = (name: string, extra: Partial<VpcFirewallRule> = {}): VpcFirewallRule => ({
  id: `id-${name}`,
  vpcId: 'vpc-1',
  timeCreated: new Date('2024-01-01T00:00:00Z'),
  timeModified: new Date('2024-02-01T00:00:00Z'),
  name,
  description: `${name} rule`,
  action: 'allow',
  direction: 'inbound',
  priority: 100,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
  ...extra,
})

const arbitraryRule = fc
  .record({
    name: fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/),
    description: fc.string({ maxLength: 20 }),
    action: fc.constantFrom('allow' as const, 'deny' as const),
    direction: fc.constantFrom('inbound' as const, 'outbound' as const),
    priority: fc.integer({ min: 0, max: 65535 }),
    status: fc.constantFrom('enabled' as const, 'disabled' as const),
    ports: fc.option(fc.array(fc.integer({ min: 0, max: 65535 }).map(String), { maxLength: 3 })),
    icmp: fc.option(
      fc.record({ icmpType: fc.integer({ min: 0, max: 255 }), code: fc.option(fc.constant('0-3')) }),
    ),
  })
  .map(({ ports, icmp, ...fields }) =>
    rule(fields.name, {
      ...fields,
      filters: {
        hosts: [{ type: 'ip_net', value: '10.0.0.0/8' }],
        ports,
        protocols: icmp ? [{ type: 'icmp', value: icmp }] : null,
      },
    }),
  )
const ruleSet = fc.uniqueArray(arbitraryRule, { selector: (r) => r.name, minLength: 1, maxLength: 8 })

const changed: VpcFirewallRuleUpdate = {
  name: 'changed',
  description: 'new',
  action: 'deny',
  direction: 'outbound',
  priority: 1,
  status: 'disabled',
  targets: [{ type: 'instance', value: 'web-1' }],
  filters: { ports: ['443'] },
}

describe('a rule as it is written back', () => {
  it('has exactly the fields a rule is written with, as read', () => {
    const read = rule('allow-ssh')
    const written = toRuleUpdate(read)
    expect(Object.keys(written).sort()).toEqual(WRITTEN_FIELDS)
    expect(written).toEqual({
      name: read.name,
      action: read.action,
      description: read.description,
      direction: read.direction,
      filters: read.filters,
      priority: read.priority,
      status: read.status,
      targets: read.targets,
    })
  })
})

describe('the rule set a save sends', () => {
  it('adds a rule and leaves every other rule exactly as it was', () => {
    fc.assert(
      fc.property(ruleSet, (rules) => {
        const sent = withRuleAdded(rules, changed)
        expect(sent.slice(0, -1)).toEqual(rules.map(toRuleUpdate))
        expect(sent.at(-1)).toBe(changed)
      }),
    )
  })

  it('changes only the edited rule, in its place', () => {
    fc.assert(
      fc.property(ruleSet, fc.nat(), (rules, pick) => {
        const edited = rules[pick % rules.length]
        const sent = withRuleReplaced(rules, edited.name, changed)
        expect(sent).toHaveLength(rules.length)
        sent.forEach((r, i) => {
          if (rules[i].name === edited.name) expect(r).toBe(changed)
          else expect(r).toEqual(toRuleUpdate(rules[i]))
        })
      }),
    )
  })

  it('removes only the deleted rule', () => {
    fc.assert(
      fc.property(ruleSet, fc.nat(), (rules, pick) => {
        const deleted = rules[pick % rules.length]
        expect(withRuleRemoved(rules, deleted.name)).toEqual(
          rules.filter((r) => r !== deleted).map(toRuleUpdate),
        )
      }),
    )
  })

  it('refuses to change or delete a rule that is gone', () => {
    const rules = [rule('allow-ssh')]
    expect(() => withRuleReplaced(rules, 'allow-web', changed)).toThrow(RuleGoneError)
    expect(() => withRuleRemoved(rules, 'allow-web')).toThrow(
      'Rule allow-web is no longer in this VPC; it may have been deleted since the page loaded',
    )
  })
})
