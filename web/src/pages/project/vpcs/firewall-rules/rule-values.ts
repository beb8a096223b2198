import type {
  VpcFirewallRule,
  VpcFirewallRuleAction,
  VpcFirewallRuleDirection,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '~/api/__generated__/Api'
import { NAME_MAX_LENGTH } from '~/util/constants'
import { parseIcmpType } from '~/util/icmp'

/** Targets and host filters share their kinds: a VPC, a subnet, an instance, an address or a block. */
export type FilterType = VpcFirewallRuleTarget['type']
export type TypedValue = { type: FilterType; value: string }

export type ProtocolKind = VpcFirewallRuleProtocol['type']
/** The protocol being added: ICMP type and code as typed, empty for any. */
export type ProtocolDraft = { protocol: ProtocolKind; icmpType: string; icmpCode: string }

/**
 * What the rule form holds: the rule's fields, and for each list the row being typed before it is added
 * (`…Draft`), so nothing typed is lost to an error or a close that asks first.
 */
export type RuleValues = {
  enabled: boolean
  name: string
  description: string
  action: VpcFirewallRuleAction
  direction: VpcFirewallRuleDirection
  /** NaN while the field is empty. */
  priority: number
  targets: TypedValue[]
  targetDraft: TypedValue
  hosts: TypedValue[]
  hostDraft: TypedValue
  ports: string[]
  portDraft: string
  protocols: VpcFirewallRuleProtocol[]
  protocolDraft: ProtocolDraft
}

export const emptyTypedValue = (type: FilterType = 'vpc'): TypedValue => ({ type, value: '' })
export const emptyProtocolDraft = (): ProtocolDraft => ({ protocol: 'tcp', icmpType: '', icmpCode: '' })

/** The protocol the next row offers first: one the list does not have yet. */
export function nextProtocol(protocols: VpcFirewallRuleProtocol[]): ProtocolKind {
  const has = new Set(protocols.map(protocolKey))
  return (['tcp', 'udp'] as const).find((kind) => !has.has(kind)) ?? 'icmp'
}

/** The protocol row the form offers by itself next to `protocols`: the next protocol, nothing typed. */
export const offeredProtocolDraft = (protocols: VpcFirewallRuleProtocol[]): ProtocolDraft => ({
  ...emptyProtocolDraft(),
  protocol: nextProtocol(protocols),
})

/** Whether the protocol row is still the one offered, so the user has not started one. */
export function isOfferedProtocolDraft(draft: ProtocolDraft, protocols: VpcFirewallRuleProtocol[]): boolean {
  return draft.protocol === nextProtocol(protocols) && !draft.icmpType.trim() && !draft.icmpCode.trim()
}

const drafts = (protocols: VpcFirewallRuleProtocol[]) => ({
  targetDraft: emptyTypedValue(),
  hostDraft: emptyTypedValue(),
  portDraft: '',
  protocolDraft: offeredProtocolDraft(protocols),
})

/** A new rule: enabled, allowing inbound traffic, at a middling priority, to be aimed by the user. */
export function newRuleValues(): RuleValues {
  return {
    enabled: true,
    name: '',
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority: 65534,
    targets: [],
    hosts: [],
    ports: [],
    protocols: [],
    ...drafts([]),
  }
}

/** The form's values for an existing rule, to edit it or to start a copy from it. */
export function ruleValues(rule: VpcFirewallRule, name = rule.name): RuleValues {
  return {
    enabled: rule.status === 'enabled',
    name,
    description: rule.description,
    action: rule.action,
    direction: rule.direction,
    priority: rule.priority,
    targets: rule.targets.map(({ type, value }) => ({ type, value })),
    hosts: (rule.filters.hosts ?? []).map(({ type, value }) => ({ type, value })),
    ports: [...(rule.filters.ports ?? [])],
    protocols: (rule.filters.protocols ?? []).map((p) => structuredClone(p)),
    ...drafts(rule.filters.protocols ?? []),
  }
}

/** The rule the form describes, as the API takes it; an empty list of filters is no filter. */
export function ruleFromValues(values: RuleValues): VpcFirewallRuleUpdate {
  const { hosts, ports, protocols } = values
  return {
    name: values.name,
    description: values.description,
    action: values.action,
    direction: values.direction,
    priority: values.priority,
    status: values.enabled ? 'enabled' : 'disabled',
    // each type and its value: the API's union is by type, which a spread of the form's pair cannot prove
    targets: values.targets.map((t) => ({ type: t.type, value: t.value }) as VpcFirewallRuleTarget),
    filters: {
      hosts:
        hosts.length > 0
          ? hosts.map((h) => ({ type: h.type, value: h.value }) as VpcFirewallRuleHostFilter)
          : null,
      ports: ports.length > 0 ? ports : null,
      protocols: protocols.length > 0 ? protocols : null,
    },
  }
}

/** The protocol filter a complete draft stands for; null for an ICMP type that does not parse. */
export function protocolFromDraft(draft: ProtocolDraft): VpcFirewallRuleProtocol | null {
  if (draft.protocol !== 'icmp') return { type: draft.protocol }
  const typed = draft.icmpType.trim()
  if (!typed) return { type: 'icmp', value: null }
  const type = parseIcmpType(typed)
  if (!type.ok) return null
  const code = draft.icmpCode.trim()
  return { type: 'icmp', value: { icmpType: type.value, code: code || null } }
}

/** Two protocol filters that mean the same traffic, for the rule that a list holds each once. */
export function protocolKey(p: VpcFirewallRuleProtocol): string {
  if (p.type !== 'icmp' || !p.value) return p.type
  return `icmp ${p.value.icmpType} ${p.value.code ?? ''}`
}

/**
 * A name for a copy of `name` that no rule in `taken` has: `allow-ssh-copy`, then `allow-ssh-copy-2` and on,
 * shortening the original so the result stays within the name length limit.
 */
export function copyName(name: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`
    const base = name.slice(0, NAME_MAX_LENGTH - suffix.length).replace(/-+$/, '')
    const candidate = `${base}${suffix}`
    if (!used.has(candidate)) return candidate
  }
}
