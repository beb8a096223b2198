// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { toRuleUpdate } from './rule-set'
import {
  copyName,
  newRuleValues,
  nextProtocol,
  protocolFromDraft,
  ruleFromValues,
  ruleValues,
} from './rule-values'

const rule: VpcFirewallRule = {
  id: 'a3c2e1f0-0000-4000-8000-000000000001',
  vpcId: 'a3c2e1f0-0000-4000-8000-000000000002',
  timeCreated: new Date('2024-01-01T00:00:00Z'),
  timeModified: new Date('2024-02-01T00:00:00Z'),
  name: 'allow-web',
  description: 'Web from the office',
  action: 'deny',
  direction: 'outbound',
  priority: 10,
  status: 'disabled',
  targets: [
    { type: 'instance', value: 'web-1' },
    { type: 'ip_net', value: '10.0.0.0/24' },
  ],
  filters: {
    hosts: [{ type: 'ip', value: '192.168.1.10' }],
    ports: ['80', '8000-8080'],
    protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmpType: 3, code: '0-15' } }],
  },
}

describe('rule form values', () => {
  it('give back the rule they were made from', () => {
    expect(ruleFromValues(ruleValues(rule))).toEqual(toRuleUpdate(rule))
  })

  it('send an empty list as no filter', () => {
    const values = { ...newRuleValues(), name: 'open' }
    expect(ruleFromValues(values).filters).toEqual({ hosts: null, ports: null, protocols: null })
    expect(ruleFromValues(values).status).toBe('enabled')
  })

  it('start a copy under another name, the rest unchanged', () => {
    const copy = ruleValues(rule, 'allow-web-copy')
    expect(ruleFromValues(copy)).toEqual({ ...toRuleUpdate(rule), name: 'allow-web-copy' })
    // the copy's lists are its own
    copy.ports.push('443')
    expect(rule.filters.ports).toEqual(['80', '8000-8080'])
  })

  it('offer first a protocol the rule does not have yet', () => {
    expect(nextProtocol([])).toBe('tcp')
    expect(nextProtocol([{ type: 'tcp' }])).toBe('udp')
    expect(nextProtocol([{ type: 'udp' }, { type: 'tcp' }])).toBe('icmp')
    expect(ruleValues(rule).protocolDraft.protocol).toBe('udp')
  })

  it('read an ICMP draft by type name or number, with or without codes', () => {
    const icmp = { protocol: 'icmp' as const, icmpType: '', icmpCode: '' }
    expect(protocolFromDraft(icmp)).toEqual({ type: 'icmp', value: null })
    expect(protocolFromDraft({ ...icmp, icmpType: '8 Echo request' })).toEqual({
      type: 'icmp',
      value: { icmpType: 8, code: null },
    })
    expect(protocolFromDraft({ ...icmp, icmpType: ' 3 ', icmpCode: ' 1-3 ' })).toEqual({
      type: 'icmp',
      value: { icmpType: 3, code: '1-3' },
    })
    expect(protocolFromDraft({ ...icmp, icmpType: 'ping' })).toBeNull()
    expect(protocolFromDraft({ ...icmp, protocol: 'udp', icmpType: '8' })).toEqual({ type: 'udp' })
  })
})

describe('the name of a copy', () => {
  it('adds -copy, or a number when that is taken too', () => {
    expect(copyName('allow-ssh', ['allow-ssh'])).toBe('allow-ssh-copy')
    expect(copyName('allow-ssh', ['allow-ssh', 'allow-ssh-copy'])).toBe('allow-ssh-copy-2')
    expect(copyName('allow-ssh', ['allow-ssh-copy', 'allow-ssh-copy-2', 'allow-ssh-copy-3'])).toBe(
      'allow-ssh-copy-4',
    )
  })

  it('stays within 63 characters and never ends in a dash', () => {
    const long = `${'a'.repeat(57)}-bbbbb`
    const copy = copyName(long, [long])
    expect(copy).toHaveLength(62)
    expect(copy).toBe(`${'a'.repeat(57)}-copy`)
    expect(copyName('a'.repeat(63), []).length).toBeLessThanOrEqual(63)
  })
})
