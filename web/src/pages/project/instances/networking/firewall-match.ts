import type { VpcFirewallRule, VpcFirewallRuleTarget } from '~/api/__generated__/Api'
import { byPriority } from '~/util/firewall-rules'
import { addressBits, blockContains, parseAddress, parseBlock } from '~/util/ip'

/** What identifies an instance to a firewall rule of one VPC. */
export type InstanceInVpc = {
  instanceName: string
  vpcName: string | undefined
  subnetNames: string[]
  ips: string[]
}

/** Whether the address lies within the block, IPv4 or IPv6; an address of the other version never does. */
export function ipInNet(ip: string, net: string): boolean {
  const block = parseBlock(net)
  const address = parseAddress(ip)
  if (!block || !address) return false
  return blockContains(block, {
    version: address.version,
    base: address.value,
    width: addressBits(address.version),
  })
}

/** Whether two texts name the same address, however each is written (`fd00::1` and `fd00:0::1`). */
function sameIp(a: string, b: string): boolean {
  const x = parseAddress(a)
  const y = parseAddress(b)
  return x !== null && y !== null && x.version === y.version && x.value === y.value
}

/** Describes the target through which the rule reaches the instance, or null when it does not. */
export function matchTarget(target: VpcFirewallRuleTarget, who: InstanceInVpc): string | null {
  switch (target.type) {
    case 'instance':
      return target.value === who.instanceName ? 'this instance' : null
    case 'vpc':
      return target.value === who.vpcName ? `VPC ${target.value}` : null
    case 'subnet':
      return who.subnetNames.includes(target.value) ? `subnet ${target.value}` : null
    case 'ip':
      return who.ips.some((ip) => sameIp(ip, target.value)) ? `IP ${target.value}` : null
    case 'ip_net':
      return who.ips.some((ip) => ipInNet(ip, target.value)) ? `IP network ${target.value}` : null
  }
}

/** The rules that apply to the instance, each with the targets that select it, by priority. */
export function rulesTargeting(rules: VpcFirewallRule[], who: InstanceInVpc) {
  return rules
    .map((rule) => ({
      rule,
      via: rule.targets.map((t) => matchTarget(t, who)).filter((m): m is string => m !== null),
    }))
    .filter((r) => r.via.length > 0)
    .sort((a, b) => byPriority(a.rule, b.rule))
}

/** `tcp, udp 80, 443` style summary of what a rule filters on. */
export function filterSummary(rule: VpcFirewallRule): string {
  const protocols = rule.filters.protocols?.map((p) => p.type.toUpperCase()).join(', ') || 'Any protocol'
  const ports = rule.filters.ports?.length ? ` · ports ${rule.filters.ports.join(', ')}` : ''
  const hosts = rule.filters.hosts?.length
    ? ` · ${rule.direction === 'inbound' ? 'from' : 'to'} ${rule.filters.hosts.map((h) => `${h.type} ${h.value}`).join(', ')}`
    : ''
  return `${protocols}${ports}${hosts}`
}
