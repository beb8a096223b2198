// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { filterSummary, ipInNet, matchTarget, rulesTargeting } from './firewall-match'

const who = { instanceName: 'web-1', vpcName: 'default', subnetNames: ['front'], ips: ['172.30.0.5'] }

const rule = (name: string, priority: number, targets: VpcFirewallRule['targets']) =>
  ({
    id: name,
    name,
    priority,
    targets,
    action: 'allow',
    direction: 'inbound',
    status: 'enabled',
    filters: { protocols: [{ type: 'tcp' }], ports: ['22'] },
  }) as VpcFirewallRule

describe('firewall rules that target an instance', () => {
  it('matches by instance, VPC, subnet, address and network', () => {
    expect(matchTarget({ type: 'instance', value: 'web-1' }, who)).toBe('this instance')
    expect(matchTarget({ type: 'instance', value: 'web-2' }, who)).toBeNull()
    expect(matchTarget({ type: 'vpc', value: 'default' }, who)).toBe('VPC default')
    expect(matchTarget({ type: 'subnet', value: 'front' }, who)).toBe('subnet front')
    expect(matchTarget({ type: 'subnet', value: 'back' }, who)).toBeNull()
    expect(matchTarget({ type: 'ip', value: '172.30.0.5' }, who)).toBe('IP 172.30.0.5')
    expect(matchTarget({ type: 'ip_net', value: '172.30.0.0/22' }, who)).toBe('IP network 172.30.0.0/22')
    expect(matchTarget({ type: 'ip_net', value: '10.0.0.0/8' }, who)).toBeNull()
  })

  it('checks IPv4 containment', () => {
    expect(ipInNet('10.1.2.3', '10.0.0.0/8')).toBe(true)
    expect(ipInNet('11.1.2.3', '10.0.0.0/8')).toBe(false)
    expect(ipInNet('10.1.2.3', '0.0.0.0/0')).toBe(true)
    expect(ipInNet('10.1.2.3', 'not a net')).toBe(false)
  })

  it('checks IPv6 containment, and never across versions', () => {
    expect(ipInNet('fd00:1::5', 'fd00:1::/64')).toBe(true)
    expect(ipInNet('fd00:1:0:0:ffff:ffff:ffff:ffff', 'fd00:1::/64')).toBe(true)
    expect(ipInNet('fd00:2::5', 'fd00:1::/64')).toBe(false)
    expect(ipInNet('fd00:1::5', '::/0')).toBe(true)
    expect(ipInNet('10.1.2.3', '::/0')).toBe(false)
    expect(ipInNet('fd00:1::5', '0.0.0.0/0')).toBe(false)
  })

  it('matches an instance with an IPv6 address by a network target, and by its address however written', () => {
    const v6 = { ...who, ips: ['172.30.0.5', 'fd00:1::5'] }
    expect(matchTarget({ type: 'ip_net', value: 'fd00:1::/64' }, v6)).toBe('IP network fd00:1::/64')
    expect(matchTarget({ type: 'ip_net', value: 'fd00:1:0:0::/48' }, v6)).toBe('IP network fd00:1:0:0::/48')
    expect(matchTarget({ type: 'ip_net', value: 'fd00:2::/64' }, v6)).toBeNull()
    expect(matchTarget({ type: 'ip', value: 'FD00:1:0::5' }, v6)).toBe('IP FD00:1:0::5')
    expect(matchTarget({ type: 'ip', value: 'fd00:1::6' }, v6)).toBeNull()
    const rules = [rule('v6-only', 10, [{ type: 'ip_net', value: 'fd00::/16' }])]
    expect(rulesTargeting(rules, v6).map((r) => [r.rule.name, r.via])).toEqual([
      ['v6-only', ['IP network fd00::/16']],
    ])
  })

  it('keeps only matching rules, by priority, with how they match', () => {
    const rules = [
      rule('b', 100, [{ type: 'vpc', value: 'default' }]),
      rule('other', 10, [{ type: 'instance', value: 'db-1' }]),
      rule('a', 50, [
        { type: 'instance', value: 'web-1' },
        { type: 'subnet', value: 'front' },
      ]),
    ]
    expect(rulesTargeting(rules, who).map((r) => [r.rule.name, r.via])).toEqual([
      ['a', ['this instance', 'subnet front']],
      ['b', ['VPC default']],
    ])
  })

  it('summarises filters', () => {
    expect(filterSummary(rule('a', 1, []))).toBe('TCP · ports 22')
  })
})
