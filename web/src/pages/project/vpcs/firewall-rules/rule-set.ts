import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/api/__generated__/Api'

/**
 * The API replaces a VPC's whole rule set at once, so every save sends every rule. The rules the user did not
 * touch go back with exactly the fields a rule is written with, copied as read, so nothing else about them
 * changes; ids and times are the server's.
 */
export function toRuleUpdate(rule: VpcFirewallRule): VpcFirewallRuleUpdate {
  const { name, action, description, direction, filters, priority, status, targets } = rule
  return { name, action, description, direction, filters, priority, status, targets }
}

/** The rule set with `rule` added after the others. */
export function withRuleAdded(
  rules: VpcFirewallRule[],
  rule: VpcFirewallRuleUpdate,
): VpcFirewallRuleUpdate[] {
  return [...rules.map(toRuleUpdate), rule]
}

/** A save that cannot be made because the rule it changes is gone, e.g. deleted by someone else meanwhile. */
export class RuleGoneError extends Error {
  constructor(name: string) {
    super(`Rule ${name} is no longer in this VPC; it may have been deleted since the page loaded`)
  }
}

/** The rule set with the rule named `original` replaced by `rule` (which may rename it), in its place. */
export function withRuleReplaced(
  rules: VpcFirewallRule[],
  original: string,
  rule: VpcFirewallRuleUpdate,
): VpcFirewallRuleUpdate[] {
  if (!rules.some((r) => r.name === original)) throw new RuleGoneError(original)
  return rules.map((r) => (r.name === original ? rule : toRuleUpdate(r)))
}

/** The rule set without the rule named `name`. */
export function withRuleRemoved(rules: VpcFirewallRule[], name: string): VpcFirewallRuleUpdate[] {
  if (!rules.some((r) => r.name === name)) throw new RuleGoneError(name)
  return rules.filter((r) => r.name !== name).map(toRuleUpdate)
}
