// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ValidationError } from 'yup'
import { type RuleContext, takenNameMessage } from './rule-checks'
import { ruleSchema } from './rule-schema'
import { newRuleValues, offeredProtocolDraft, type RuleValues } from './rule-values'

const context: RuleContext = {
  vpc: 'default',
  otherRules: ['allow-ssh', 'allow-icmp'],
  names: { vpc: ['default', 'dmz'], subnet: ['default', 'frontend'], instance: ['web-1', 'Legacy-Box'] },
}

/**
 * Every message the form would show for these values, by field; the protocol row is the one the form offers
 * next to the protocols given, unless given too.
 */
async function errorsOf(changes: Partial<RuleValues>): Promise<Record<string, string>> {
  const values = {
    ...newRuleValues(),
    name: 'allow-web',
    protocolDraft: offeredProtocolDraft(changes.protocols ?? []),
    ...changes,
  }
  try {
    await ruleSchema(context).validate(values, { abortEarly: false })
    return {}
  } catch (e) {
    return Object.fromEntries((e as ValidationError).inner.map((i) => [i.path, i.message]))
  }
}
const errorOf = async (field: string, changes: Partial<RuleValues>) => (await errorsOf(changes))[field]

describe('the rule form checks', () => {
  it('accepts a complete rule', async () => {
    expect(
      await errorsOf({
        targets: [{ type: 'vpc', value: 'default' }],
        hosts: [{ type: 'ip_net', value: '10.0.0.0/8' }],
        ports: ['22', '8000-8080'],
        protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmpType: 8, code: null } }],
      }),
    ).toEqual({})
  })

  it('says a name is unique per VPC and that an existing rule is changed by editing it', async () => {
    expect(await errorOf('name', { name: 'allow-ssh' })).toBe(
      'Another rule in this VPC is named allow-ssh: rule names are unique per VPC, so edit that rule to change it',
    )
    expect(takenNameMessage('x')).toContain('unique per VPC')
    expect(await errorOf('name', { name: '' })).toBe('Name is required')
    expect(await errorOf('name', { name: 'Allow' })).toBe('Must start with a lowercase letter')
  })

  it('checks both bounds of the priority, in words', async () => {
    expect(await errorOf('priority', { priority: -1 })).toBe('Priority must be at least 0')
    expect(await errorOf('priority', { priority: 65536 })).toBe('Priority must be at most 65535')
    expect(await errorOf('priority', { priority: Number.NaN })).toBe('Priority is required')
    expect(await errorOf('priority', { priority: 1.5 })).toBe('Priority must be a whole number')
    expect(await errorOf('priority', { priority: 0 })).toBeUndefined()
    expect(await errorOf('priority', { priority: 65535 })).toBeUndefined()
  })

  it('gives each kind of target and host filter its own rule', async () => {
    const target = (type: RuleValues['targetDraft']['type'], value: string) =>
      errorOf('targetDraft.value', { targetDraft: { type, value } })
    expect(await target('ip', '10.0.0.300')).toBe('Not a valid IP address')
    expect(await target('ip_net', '10.0.0.0')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(await target('ip_net', '10.0.0.0/x')).toBe('Width must be an integer')
    expect(await target('ip_net', '10.0.0.0/33')).toBe('Max width for IPv4 is 32')
    expect(await target('ip_net', 'fd00::/129')).toBe('Max width for IPv6 is 128')
    expect(await target('vpc', 'dmz')).toBe('A rule can only name its own VPC, default')
    expect(await target('subnet', 'Not_A_Name')).toBe('Must start with a lowercase letter')
    const host = await errorOf('hostDraft.value', { hostDraft: { type: 'instance', value: 'db-' } })
    expect(host).toBe('Must end with a letter or number')
  })

  it('accepts names that exist as they are, and new names that follow the naming rule', async () => {
    const pending = 'Add this target to the list, or clear the field'
    expect(
      await errorOf('targetDraft.value', { targetDraft: { type: 'instance', value: 'Legacy-Box' } }),
    ).toBe(pending)
    expect(await errorOf('targetDraft.value', { targetDraft: { type: 'instance', value: 'web-9' } })).toBe(
      pending,
    )
  })

  it('refuses duplicates in every list', async () => {
    const targets = [{ type: 'instance' as const, value: 'web-1' }]
    expect(
      await errorOf('targetDraft.value', { targets, targetDraft: { type: 'instance', value: 'web-1' } }),
    ).toBe('Items must be unique')
    expect(await errorOf('portDraft', { ports: ['22'], portDraft: '22' })).toBe('Items must be unique')
    expect(await errorOf('ports', { ports: ['22', '22'] })).toBe('Items must be unique')
    expect(await errorOf('hosts', { hosts: [...targets, ...targets] })).toBe('Items must be unique')
    const icmp8 = { type: 'icmp' as const, value: { icmpType: 8, code: null } }
    expect(await errorOf('protocols', { protocols: [icmp8, icmp8] })).toBe('Items must be unique')
    expect(
      await errorOf('protocolDraft.icmpType', {
        protocols: [icmp8],
        protocolDraft: { protocol: 'icmp', icmpType: 'echo request', icmpCode: '' },
      }),
    ).toBe('Items must be unique')
  })

  it('checks ports and ranges by the port rule', async () => {
    expect(await errorOf('portDraft', { portDraft: 'http' })).toBe(
      'Must be a port like 22 or a range like 8000-8080',
    )
    expect(await errorOf('portDraft', { portDraft: '123456' })).toBe(
      'Must be a port like 22 or a range like 8000-8080',
    )
    expect(await errorOf('portDraft', { portDraft: '70000' })).toBe('Ports go up to 65535')
    expect(await errorOf('portDraft', { portDraft: '90-80' })).toBe(
      'The end of the range must not be below the start',
    )
  })

  it('checks ICMP types and codes', async () => {
    const draft = (icmpType: string, icmpCode = '') => ({
      protocolDraft: { protocol: 'icmp' as const, icmpType, icmpCode },
    })
    expect(await errorOf('protocolDraft.icmpType', draft('300'))).toBe(
      'ICMP type must be a number from 0 to 255, or the name of a common type',
    )
    expect(await errorOf('protocolDraft.icmpCode', draft('3', '256'))).toBe('ICMP codes go up to 255')
    expect(await errorOf('protocolDraft.icmpCode', draft('3', '9-2'))).toBe(
      'The end of the range must not be below the start',
    )
    expect(await errorOf('protocolDraft.icmpCode', draft('3', 'x'))).toBe(
      'Must be a code like 3 or a range like 0-15',
    )
    expect(await errorOf('protocolDraft.icmpCode', draft('', '3'))).toBe(
      'A code only narrows an ICMP type: choose the type first',
    )
  })

  it('stops a save while a valid row is typed but not added, and never for an empty one', async () => {
    expect(await errorsOf({ portDraft: '443' })).toEqual({
      portDraft: 'Add this port to the list, or clear the field',
    })
    expect(await errorsOf({ hostDraft: { type: 'ip', value: '10.0.0.1' } })).toEqual({
      'hostDraft.value': 'Add this host filter to the list, or clear the field',
    })
    // a type typed to the ICMP the form offers (TCP and UDP are listed): emptying the field undoes it
    const tcpUdp: RuleValues['protocols'] = [{ type: 'tcp' }, { type: 'udp' }]
    expect(
      await errorsOf({
        protocols: tcpUdp,
        protocolDraft: { protocol: 'icmp', icmpType: '8', icmpCode: '' },
      }),
    ).toEqual({ 'protocolDraft.icmpType': 'Add this protocol to the list, or clear the field' })
    expect(await errorsOf({ portDraft: '  ', targetDraft: { type: 'ip', value: '' } })).toEqual({})
  })

  it('stops a save while a protocol chosen is not added, which would leave the rule for every protocol', async () => {
    const pending = (back: string) => ({
      'protocolDraft.protocol': `Add this protocol to the list, or set the choice back to ${back}`,
    })
    // the form offers TCP on a new rule: UDP, ICMP of every type and ICMP of one type are each a choice
    expect(await errorsOf({ protocolDraft: { protocol: 'udp', icmpType: '', icmpCode: '' } })).toEqual(
      pending('TCP'),
    )
    expect(await errorsOf({ protocolDraft: { protocol: 'icmp', icmpType: '', icmpCode: '' } })).toEqual(
      pending('TCP'),
    )
    expect(await errorsOf({ protocolDraft: { protocol: 'icmp', icmpType: '8', icmpCode: '' } })).toEqual(
      pending('TCP'),
    )
    // with TCP listed the form offers UDP, so TCP is no longer what it offers by itself
    expect(
      await errorsOf({
        protocols: [{ type: 'tcp' }],
        protocolDraft: { protocol: 'icmp', icmpType: '', icmpCode: '' },
      }),
    ).toEqual(pending('UDP'))
    // the row as offered is no choice of the user's, and never stops a save
    expect(await errorsOf({})).toEqual({})
    expect(await errorsOf({ protocols: [{ type: 'tcp' }] })).toEqual({})
    expect(await errorsOf({ protocols: [{ type: 'tcp' }, { type: 'udp' }] })).toEqual({})
  })

  it('caps each list at 256 items', async () => {
    const ports = Array.from({ length: 257 }, (_, i) => String(i + 1))
    expect(await errorOf('ports', { ports })).toBe('A rule can have at most 256 ports')
  })
})
