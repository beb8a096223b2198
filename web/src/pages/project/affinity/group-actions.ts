import { useNavigate } from 'react-router'
import type { AffinityGroup } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { copyIdItem } from '~/components/copy-id'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { confirmItem, type RequestItem, withShowRequests } from '~/components/show-request/request-items'
import type { ActionMenuItem } from '~/ui/Menu'
import { groupEditPath, KINDS, type KindedGroup } from './group-kind'
import { useGroupMutations } from './group-mutations'

/** Deleting a group, which asks first, naming it and saying what becomes of its members. */
export function useGroupDeleteItem(onDeleted?: () => void) {
  const mutations = useGroupMutations({ onDeleted })
  return (selector: KindedGroup, memberCount?: number): RequestItem => {
    const members = !memberCount
      ? undefined
      : memberCount === 1
        ? 'Its member stays as it is; only the grouping goes.'
        : `Its ${memberCount} members stay as they are; only the grouping goes.`
    return confirmItem({
      key: 'delete',
      label: 'Delete',
      danger: true,
      request: () => mutations.delete(selector),
      confirm: deleteConfirm({ kind: KINDS[selector.kind].noun, name: selector.group, extra: members }),
    })
  }
}

/** Row actions of a group in the list: edit, delete, the requests they send, and copy its ID. */
export function useGroupRowActions(project: string) {
  const navigate = useNavigate()
  const deleteItem = useGroupDeleteItem()
  const roleReason = useProjectReason(project, 'compute')
  return (kind: KindedGroup['kind'], group: AffinityGroup, memberCount?: number): ActionMenuItem[] => {
    const selector = { kind, project, group: group.name }
    const items: RequestItem[] = [
      { key: 'edit', label: 'Edit', onAction: () => navigate(groupEditPath(selector)) },
      deleteItem(selector, memberCount),
    ]
    return [
      ...withShowRequests(`${KINDS[kind].noun} ${group.name}`, gateItems(items, roleReason)),
      copyIdItem(group.id),
    ]
  }
}
