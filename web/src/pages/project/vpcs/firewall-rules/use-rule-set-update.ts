import { callApi, invalidate, type PreparedCalls, peek, sendInTurn, useApiMutation, useApiQuery } from '~/api'
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/api/__generated__/Api'
import { vpcFirewallRules } from '~/pages/project/vpcs/queries'

type VpcSelector = { project: string; vpc: string }

/** What a save does to the rule set: the rules as they are in, every rule to send back out. */
type RuleSetChange = (rules: VpcFirewallRule[]) => VpcFirewallRuleUpdate[]

/**
 * Saves a change to a VPC's rules. The API replaces the whole set, so a save sends every rule: `prepare(change)`
 * is that request, built from the rules the page has. A save first reads the rules again into the page
 * (`refresh`), so that its request is built from the rules as they are at that moment, not as the page last saw
 * them: a rule someone else added, changed or deleted meanwhile is kept rather than silently undone.
 */
export function useRuleSetUpdate({ project, vpc }: VpcSelector) {
  const rulesQuery = vpcFirewallRules(vpc, project)
  const { mutate } = useApiQuery(rulesQuery)
  const update = useApiMutation('vpcFirewallRulesUpdate', {
    onSuccess: () => invalidate('vpcFirewallRulesView'),
  })

  const prepare = (change: RuleSetChange) => {
    const rules = peek(rulesQuery)?.rules
    // an empty set sent in their place would delete every rule
    if (!rules) throw new Error("The VPC's rules are not loaded yet")
    return update.prepare({ query: { project, vpc }, body: { rules: change(rules) } })
  }

  const refresh = async () => {
    const fresh = await callApi('vpcFirewallRulesView', { query: { project, vpc } })
    await mutate(fresh, { revalidate: false })
  }

  /** Reads the rules again, then sends what `build` makes from them. */
  const sendFresh = async (build: () => PreparedCalls) => {
    await refresh()
    return sendInTurn(build())
  }

  return { prepare, refresh, sendFresh }
}
