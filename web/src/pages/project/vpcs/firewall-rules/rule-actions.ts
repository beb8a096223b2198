import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { confirmDelete } from '~/components/confirm-delete'
import { copyIdItem } from '~/components/copy-id'
import { useOpenOverList } from '~/components/list-place'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import type { ActionMenuItem } from '~/ui/Menu'
import { pb } from '~/util/paths'
import { withRuleRemoved } from './rule-set'
import { useRuleSetUpdate } from './use-rule-set-update'

/** The row menu of a rule: edit it, start a new rule from a copy of it, delete it (asked first), copy its id. */
export function useRuleActions({ project, vpc }: { project: string; vpc: string }) {
  const openOverList = useOpenOverList()
  const save = useRuleSetUpdate({ project, vpc })
  const roleReason = useProjectReason(project, 'networking')
  const itemsFor = (rule: VpcFirewallRule): ActionMenuItem[] => [
    {
      key: 'edit',
      label: 'Edit',
      onAction: () => openOverList(pb.vpcFirewallRuleEdit({ project, vpc, rule: rule.name })),
    },
    {
      key: 'clone',
      label: 'Clone',
      onAction: () => openOverList(pb.vpcFirewallRuleClone({ project, vpc, rule: rule.name })),
    },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      onAction: () =>
        confirmDelete({
          kind: 'firewall rule',
          name: rule.name,
          doDelete: () => save((rules) => withRuleRemoved(rules, rule.name)),
        }),
    },
    copyIdItem(rule.id),
  ]
  return (rule: VpcFirewallRule) => gateItems(itemsFor(rule), roleReason)
}
