import { validateIcmpCode, validateIcmpType } from '~/util/icmp'
import { validateAddress, validateBlock } from '~/util/ip'
import { requiredMessage, validateName, validatePortRange, validateUnique } from '~/util/validate'
import { protocolLabel } from './rule-format'
import {
  type FilterType,
  isOfferedProtocolDraft,
  nextProtocol,
  type ProtocolDraft,
  protocolFromDraft,
  protocolKey,
  type RuleValues,
  type TypedValue,
} from './rule-values'

export const MAX_PRIORITY = 65535

/** What the rule form checks typed values against. */
export type RuleContext = {
  /** The VPC the rule is in: the only VPC a rule can name. */
  vpc: string
  /** The names of the VPC's other rules (for an edit, all but the rule being edited). */
  otherRules: string[]
  /** The names that exist, per kind, which are accepted as they are. */
  names: Record<'vpc' | 'subnet' | 'instance', string[]>
}

export const takenNameMessage = (name: string) =>
  `Another rule in this VPC is named ${name}: rule names are unique per VPC, so edit that rule to change it`

export function validatePriority(priority: number): string | undefined {
  if (Number.isNaN(priority)) return 'Priority is required'
  if (!Number.isInteger(priority)) return 'Priority must be a whole number'
  if (priority < 0) return 'Priority must be at least 0'
  if (priority > MAX_PRIORITY) return `Priority must be at most ${MAX_PRIORITY}`
  return undefined
}

export const sameItem = (a: TypedValue) => `${a.type} ${a.value}`

/** What is wrong with the typed value of a target or host filter of this type, before it joins `list`. */
export function typedValueError(draft: TypedValue, list: TypedValue[], ctx: RuleContext): string | undefined {
  const value = draft.value.trim()
  if (!value) return requiredMessage(VALUE_LABELS[draft.type])
  const shape = valueShapeError(draft.type, value, ctx)
  if (shape) return shape
  return validateUnique([...list, { type: draft.type, value }], sameItem)
}

/** Labels of the value field by type, which also name it in messages. */
export const VALUE_LABELS: Record<FilterType, string> = {
  vpc: 'VPC name',
  subnet: 'Subnet name',
  instance: 'Instance name',
  ip: 'IP address',
  ip_net: 'IP network',
}

function valueShapeError(type: FilterType, value: string, ctx: RuleContext): string | undefined {
  switch (type) {
    case 'ip':
      return validateAddress(value)
    case 'ip_net':
      return validateBlock(value)
    case 'vpc':
      if (value !== ctx.vpc) return `A rule can only name its own VPC, ${ctx.vpc}`
      return undefined
    default:
      // names that exist are fine as they are; a new one follows the console's naming rule
      return ctx.names[type].includes(value) ? undefined : validateName(value)
  }
}

/** The label of the port field, which also names it in its messages. */
export const PORT_LABEL = 'Port or range'

/** What is wrong with the typed port or range, before it joins `ports`. */
export function portDraftError(draft: string, ports: string[]): string | undefined {
  const port = draft.trim()
  if (!port) return requiredMessage(PORT_LABEL)
  return validatePortRange(port) ?? validateUnique([...ports, port])
}

export function icmpTypeError(draft: ProtocolDraft): string | undefined {
  const typed = draft.icmpType.trim()
  return draft.protocol === 'icmp' && typed ? validateIcmpType(typed) : undefined
}

export function icmpCodeError(draft: ProtocolDraft): string | undefined {
  const code = draft.icmpCode.trim()
  if (draft.protocol !== 'icmp' || !code) return undefined
  if (!draft.icmpType.trim()) return 'A code only narrows an ICMP type: choose the type first'
  return validateIcmpCode(code)
}

/** What stops the drafted protocol from joining `list`, on the draft's protocol choice. */
export function protocolDuplicateError(
  draft: ProtocolDraft,
  list: RuleValues['protocols'],
): string | undefined {
  const protocol = protocolFromDraft(draft)
  return protocol ? validateUnique([...list, protocol], protocolKey) : undefined
}

/** The fields of the protocol row, which each say what stops it. */
export type ProtocolDraftField = keyof ProtocolDraft

export const pending = (what: string) => `Add this ${what} to the list, or clear the field`

/**
 * What stops the protocol row, by the field that says it: a wrong ICMP type or code, a type already listed, or a
 * row the user started but did not add. A save would drop that row and leave the rule for every protocol, a
 * wider rule than chosen, so it stops the save like a typed port or target does. The row the form offers by
 * itself (the next protocol, nothing typed) is not the user's, and is no reason to stop.
 */
export function protocolDraftErrors(
  draft: ProtocolDraft,
  protocols: RuleValues['protocols'],
): Partial<Record<ProtocolDraftField, string>> {
  const icmpCode = icmpCodeError(draft)
  const icmpType =
    icmpTypeError(draft) ??
    (icmpCode || draft.protocol !== 'icmp' ? undefined : protocolDuplicateError(draft, protocols))
  if (icmpType || icmpCode) return { icmpType, icmpCode }
  if (isOfferedProtocolDraft(draft, protocols)) return {}
  const offered = nextProtocol(protocols)
  // only a type typed to the offered ICMP: emptying its field undoes it
  if (draft.protocol === offered) return { icmpType: pending('protocol') }
  const offeredLabel = protocolLabel(offered === 'icmp' ? { type: 'icmp', value: null } : { type: offered })
  return { protocol: `Add this protocol to the list, or set the choice back to ${offeredLabel}` }
}
