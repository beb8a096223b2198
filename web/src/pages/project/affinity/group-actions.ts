import { useNavigate } from 'react-router'
import type { AffinityGroup } from '~/api/__generated__/Api'
import { confirmDelete } from '~/components/confirm-delete'
import { copyIdItem } from '~/components/copy-id'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import type { ActionMenuItem } from '~/ui/Menu'
import { groupEditPath, KINDS, type KindedGroup } from './group-kind'
import { useGroupMutations } from './group-mutations'

/** Asks before deleting a group, naming it and saying what becomes of its members. */
export function useConfirmGroupDelete(onDeleted?: () => void) {
  const mutations = useGroupMutations()
  return (selector: KindedGroup, memberCount?: number) => {
    const members = !memberCount
      ? undefined
      : memberCount === 1
        ? 'Its member stays as it is; only the grouping goes.'
        : `Its ${memberCount} members stay as they are; only the grouping goes.`
    confirmDelete({
      kind: KINDS[selector.kind].noun,
      name: selector.group,
      extra: members,
      doDelete: async () => {
        await mutations.delete(selector)
        onDeleted?.()
      },
    })
  }
}

/** Row actions of a group in the list: edit, delete and copy its ID. */
export function useGroupRowActions(project: string) {
  const navigate = useNavigate()
  const confirmDeleteGroup = useConfirmGroupDelete()
  const roleReason = useProjectReason(project, 'compute')
  const itemsFor = (
    kind: KindedGroup['kind'],
    group: AffinityGroup,
    memberCount?: number,
  ): ActionMenuItem[] => {
    const selector = { kind, project, group: group.name }
    return [
      { key: 'edit', label: 'Edit', onAction: () => navigate(groupEditPath(selector)) },
      {
        key: 'delete',
        label: 'Delete',
        danger: true,
        onAction: () => confirmDeleteGroup(selector, memberCount),
      },
      copyIdItem(group.id),
    ]
  }
  return (kind: KindedGroup['kind'], group: AffinityGroup, memberCount?: number) =>
    gateItems(itemsFor(kind, group, memberCount), roleReason)
}
