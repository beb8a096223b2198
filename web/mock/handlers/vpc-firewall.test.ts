// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { Api, type VpcFirewallRuleUpdate } from '~/api/__generated__/Api'
import { setupMockServer } from '~mock/node'
import { asUser, failure, ok } from '~mock/toolkit/test-kit'

setupMockServer()
const api = new Api({ host: 'http://localhost' }).methods
const query = { project: 'web-frontend', vpc: 'default' }

function rule(name: string, extra: Partial<VpcFirewallRuleUpdate> = {}): VpcFirewallRuleUpdate {
  return {
    name,
    description: `${name} rule`,
    action: 'allow',
    direction: 'inbound',
    priority: 100,
    status: 'enabled',
    targets: [{ type: 'vpc', value: 'default' }],
    filters: { ports: ['443'], protocols: [{ type: 'tcp' }] },
    ...extra,
  }
}

describe('firewall rules', () => {
  test('view lists the VPC rules by name, custom rules targeting instances included', async () => {
    const { rules } = ok(await api.vpcFirewallRulesView({ query }))
    const names = rules.map((r) => r.name)
    expect(names).toEqual([...names].sort())
    expect(rules.find((r) => r.name === 'allow-https')?.targets).toEqual([
      { type: 'instance', value: 'web-1' },
      { type: 'instance', value: 'web-2' },
      { type: 'instance', value: 'web-3' },
    ])
    expect(rules.every((r) => r.timeCreated instanceof Date)).toBe(true)
  })

  test('update replaces the whole list with fresh rules', async () => {
    const before = ok(await api.vpcFirewallRulesView({ query })).rules
    const result = ok(
      await api.vpcFirewallRulesUpdate({
        query,
        body: {
          rules: [rule('allow-https'), rule('deny-telnet', { action: 'deny', filters: { ports: ['23'] } })],
        },
      }),
    )
    expect(result.rules.map((r) => r.name)).toEqual(['allow-https', 'deny-telnet'])
    const https = result.rules[0]
    expect(https.id).not.toBe(before.find((r) => r.name === 'allow-https')?.id)
    expect(result.rules[1].filters).toEqual({ hosts: null, ports: ['23'], protocols: null })
    expect(ok(await api.vpcFirewallRulesView({ query })).rules).toEqual(result.rules)
  })

  test('an empty list clears the rules; other VPCs keep theirs', async () => {
    expect(ok(await api.vpcFirewallRulesUpdate({ query, body: {} })).rules).toEqual([])
    const dmz = ok(await api.vpcFirewallRulesView({ query: { ...query, vpc: 'dmz' } })).rules
    expect(dmz.map((r) => r.name)).toEqual(['allow-icmp', 'allow-internal-inbound', 'allow-ssh'])
  })

  test('duplicate names are refused', async () => {
    const result = await api.vpcFirewallRulesUpdate({ query, body: { rules: [rule('a'), rule('a')] } })
    expect(failure(result)).toMatchObject({ status: 400, errorCode: 'InvalidRequest' })
    expect(failure(result).message).toMatch(/"a" appears more than once/)
  })

  test('at most 1024 rules', async () => {
    const rules = Array.from({ length: 1025 }, (_, i) => rule(`rule-${i}`))
    const result = await api.vpcFirewallRulesUpdate({ query, body: { rules } })
    expect(failure(result).message).toMatch(/at most 1024 firewall rules/)
    const max = await api.vpcFirewallRulesUpdate({ query, body: { rules: rules.slice(0, 1024) } })
    expect(ok(max).rules).toHaveLength(1024)
  })

  test('targets and hosts in another VPC, and backwards port ranges, are refused', async () => {
    const cross = rule('cross', { targets: [{ type: 'vpc', value: 'dmz' }] })
    expect(failure(await api.vpcFirewallRulesUpdate({ query, body: { rules: [cross] } })).message).toMatch(
      /cross-VPC firewall target unsupported/,
    )
    const host = rule('host', { filters: { hosts: [{ type: 'vpc', value: 'dmz' }] } })
    expect(failure(await api.vpcFirewallRulesUpdate({ query, body: { rules: [host] } })).message).toMatch(
      /cross-VPC firewall host filter unsupported/,
    )
    const ports = rule('ports', { filters: { ports: ['9000-8000'] } })
    expect(failure(await api.vpcFirewallRulesUpdate({ query, body: { rules: [ports] } })).message).toMatch(
      /ends before it starts/,
    )
  })

  test('ICMP codes above 255 or ranges that end before they start are refused', async () => {
    const icmp = (code: string) =>
      rule('icmp', { filters: { protocols: [{ type: 'icmp', value: { icmpType: 3, code } }] } })
    const update = (code: string) => api.vpcFirewallRulesUpdate({ query, body: { rules: [icmp(code)] } })
    expect(failure(await update('256'))).toMatchObject({ status: 400, errorCode: 'InvalidRequest' })
    expect(failure(await update('0-300')).message).toMatch(/"0-300" is outside 0-255/)
    expect(failure(await update('9-4')).message).toMatch(/"9-4" ends before it starts/)
    const saved = ok(await update('0-15')).rules[0].filters.protocols
    expect(saved).toEqual([{ type: 'icmp', value: { icmpType: 3, code: '0-15' } }])
  })

  test('a viewer cannot replace rules', async () => {
    const result = await api.vpcFirewallRulesUpdate({ query, body: { rules: [] } }, asUser('margaret'))
    expect(failure(result).status).toBe(403)
    expect(ok(await api.vpcFirewallRulesView({ query }, asUser('margaret'))).rules.length).toBeGreaterThan(3)
  })
})
