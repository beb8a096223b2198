import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { now } from '~mock/toolkit/time'
import { lookupVpc } from './vpc-access'

export const MAX_FIREWALL_RULES = 1024
const MAX_TARGETS = 256
const MAX_FILTERS = 256

function rulesOf(vpcId: string): Json<Api.VpcFirewallRules> {
  const rules = db.vpcFirewallRules
    .filter((r) => r.vpc_id === vpcId)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return { rules }
}

function validatePorts(rule: Json<Api.VpcFirewallRuleUpdate>): void {
  for (const range of rule.filters.ports ?? []) {
    const [start, end = start] = range.split('-').map(Number)
    if (start > 65535 || end > 65535) {
      throw badRequest(`rule "${rule.name}": port range "${range}" is outside 0-65535`)
    }
    if (end < start) throw badRequest(`rule "${rule.name}": port range "${range}" ends before it starts`)
  }
}

/**
 * ICMP codes are bytes: Nexus reads `3` or `0-15` into two of them, so a code above 255 or a range that ends
 * before it starts is refused, though the contract's pattern (one to three digits) lets both through.
 */
function validateIcmpCodes(rule: Json<Api.VpcFirewallRuleUpdate>): void {
  for (const protocol of rule.filters.protocols ?? []) {
    const code = protocol.type === 'icmp' ? protocol.value?.code : null
    if (!code) continue
    const [start, end = start] = code.split('-').map(Number)
    if (start > 255 || end > 255) {
      throw badRequest(`rule "${rule.name}": ICMP code range "${code}" is outside 0-255`)
    }
    if (end < start) throw badRequest(`rule "${rule.name}": ICMP code range "${code}" ends before it starts`)
  }
}

/** The checks Nexus makes before replacing a VPC's rules; the schema has already checked the shapes. */
function validateRules(vpc: Json<Api.Vpc>, rules: Json<Api.VpcFirewallRuleUpdate>[]): void {
  if (rules.length > MAX_FIREWALL_RULES) {
    throw badRequest(`a VPC can have at most ${MAX_FIREWALL_RULES} firewall rules; got ${rules.length}`)
  }
  const seen = new Set<string>()
  for (const rule of rules) {
    if (seen.has(rule.name)) {
      throw badRequest(
        `firewall rule names must be unique within a VPC; "${rule.name}" appears more than once`,
      )
    }
    seen.add(rule.name)
    if (rule.targets.length > MAX_TARGETS) {
      throw badRequest(`rule "${rule.name}": at most ${MAX_TARGETS} targets are allowed`)
    }
    const { hosts, ports, protocols } = rule.filters
    for (const [kind, list] of Object.entries({ hosts, ports, protocols })) {
      if ((list?.length ?? 0) > MAX_FILTERS) {
        throw badRequest(`rule "${rule.name}": at most ${MAX_FILTERS} ${kind} filters are allowed`)
      }
    }
    if (rule.targets.some((t) => t.type === 'vpc' && t.value !== vpc.name)) {
      throw badRequest(`rule "${rule.name}": cross-VPC firewall target unsupported`)
    }
    if (hosts?.some((h) => h.type === 'vpc' && h.value !== vpc.name)) {
      throw badRequest(`rule "${rule.name}": cross-VPC firewall host filter unsupported`)
    }
    validatePorts(rule)
    validateIcmpCodes(rule)
  }
}

export const vpcFirewallHandlers = {
  vpcFirewallRulesView({ query, ...ctx }) {
    const vpc = lookupVpc(requireUser(ctx), query)
    return rulesOf(vpc.id)
  },

  /** Replaces the whole rule list; rules get new ids, as in Nexus. */
  vpcFirewallRulesUpdate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const vpc = lookupVpc(user, query)
    requireProjectRole(user, vpc.project_id)
    const rules = body.rules ?? []
    validateRules(vpc, rules)
    const time = now()
    db.vpcFirewallRules = [
      ...db.vpcFirewallRules.filter((r) => r.vpc_id !== vpc.id),
      ...rules.map((rule) => ({
        ...rule,
        filters: {
          hosts: rule.filters.hosts ?? null,
          ports: rule.filters.ports ?? null,
          protocols: rule.filters.protocols ?? null,
        },
        id: crypto.randomUUID(),
        vpc_id: vpc.id,
        time_created: time,
        time_modified: time,
      })),
    ]
    return rulesOf(vpc.id)
  },
} satisfies Partial<MSWHandlers>
