import { useCallback } from 'react'
import { callApi, invalidate, useApiMutation } from '~/api'
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/api/__generated__/Api'

type VpcSelector = { project: string; vpc: string }

/**
 * Saves a change to a VPC's rules. The API replaces the whole set, so the change is applied to the rules as they
 * are at that moment, read just before, not as the page last saw them: a rule someone else added or changed
 * meanwhile is kept rather than silently undone.
 */
export function useRuleSetUpdate({ project, vpc }: VpcSelector) {
  const { mutateAsync } = useApiMutation('vpcFirewallRulesUpdate', {
    onSuccess: () => invalidate('vpcFirewallRulesView'),
  })
  return useCallback(
    async (change: (rules: VpcFirewallRule[]) => VpcFirewallRuleUpdate[]) => {
      const { rules } = await callApi('vpcFirewallRulesView', { query: { project, vpc } })
      return mutateAsync({ query: { project, vpc }, body: { rules: change(rules) } })
    },
    [mutateAsync, project, vpc],
  )
}
