import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { confirmAction } from '~/components/confirm'
import { deleteConfirm } from '~/components/confirm-delete'
import { copyIdItem } from '~/components/copy-id'
import { useOpenOverList } from '~/components/list-place'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { type RequestItem, withShowRequests } from '~/components/show-request/request-items'
import type { ActionMenuItem } from '~/ui/Menu'
import { pb } from '~/util/paths'
import { withRuleRemoved } from './rule-set'
import { useRuleSetUpdate } from './use-rule-set-update'

/**
 * The row menu of a rule: edit it, start a new rule from a copy of it, delete it (asked first), the request the
 * delete sends, and copy its id.
 */
export function useRuleActions({ project, vpc }: { project: string; vpc: string }) {
  const openOverList = useOpenOverList()
  const save = useRuleSetUpdate({ project, vpc })
  const roleReason = useProjectReason(project, 'networking')

  const deleteItem = (rule: VpcFirewallRule): RequestItem => {
    const request = () => save.prepare((rules) => withRuleRemoved(rules, rule.name))
    return {
      key: 'delete',
      label: 'Delete',
      danger: true,
      request,
      // the confirmation shows the request built from the rules on the page; confirmed, the rules are read again
      // first, so that a change made elsewhere meanwhile is not undone
      onAction: () =>
        confirmAction({
          ...deleteConfirm({ kind: 'firewall rule', name: rule.name }),
          request: request(),
          doAction: () => save.sendFresh(request),
        }),
    }
  }

  const itemsFor = (rule: VpcFirewallRule): ActionMenuItem[] => {
    const items: RequestItem[] = [
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
      deleteItem(rule),
    ]
    return [...withShowRequests(rule.name, gateItems(items, roleReason)), copyIdItem(rule.id)]
  }
  return itemsFor
}
