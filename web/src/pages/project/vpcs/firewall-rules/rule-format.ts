import type { VpcFirewallRuleProtocol } from '~/api/__generated__/Api'
import { describeIcmpType } from '~/util/icmp'
import type { FilterType } from './rule-values'

/** How a target's or host filter's type reads beside its value. */
export const FILTER_TYPE_LABELS: Record<FilterType, string> = {
  vpc: 'VPC',
  subnet: 'subnet',
  instance: 'instance',
  ip: 'IP',
  ip_net: 'IP network',
}

/** `TCP`, `ICMP` (every type), `ICMP Echo request (8)`, `ICMP Destination unreachable (3), code 0-15`. */
export function protocolLabel(protocol: VpcFirewallRuleProtocol): string {
  if (protocol.type !== 'icmp') return protocol.type.toUpperCase()
  if (!protocol.value) return 'ICMP'
  const { icmpType, code } = protocol.value
  return `ICMP ${describeIcmpType(icmpType)}${code ? `, code ${code}` : ''}`
}
