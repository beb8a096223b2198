import { invalidate, type PreparedCall, useApiMutation } from '~/api'
import type { AffinityGroup, AffinityGroupCreate, AffinityGroupUpdate } from '~/api/__generated__/Api'
import type { GroupKind, KindedGroup } from './group-kind'

/**
 * Lists, views and the instance pages' own lists of groups all show membership and names. After a delete the
 * group's own view and members are not read again: it is gone, and its page, if that is where it was deleted,
 * is left. Nor after a rename: the page behind the edit form reads the group by the old name in its URL, which
 * would only answer 404, and it follows the new name, whose view and members its loader reads afresh. Only a
 * group's page shows its members.
 */
function refreshGroups({ viewGone = false } = {}) {
  for (const method of [
    'antiAffinityGroupList',
    'affinityGroupList',
    'instanceAntiAffinityGroupList',
    'instanceAffinityGroupList',
  ] as const) {
    invalidate(method)
  }
  if (!viewGone) {
    for (const method of [
      'antiAffinityGroupView',
      'affinityGroupView',
      'antiAffinityGroupMemberList',
      'affinityGroupMemberList',
    ] as const) {
      invalidate(method)
    }
  }
}

/** What a screen does once a write to a group has succeeded (the lists are read again in any case). */
export type GroupEvents = {
  onCreated?: (group: AffinityGroup, kind: GroupKind) => void
  onUpdated?: (group: AffinityGroup, kind: GroupKind) => void
  onDeleted?: () => void
  onMemberAdded?: (instance: string) => void
}

/**
 * The writes to groups of either kind, each made ready for a form or a confirmation to show and send. Both
 * kinds' operations are set up, so the hooks are the same on every render whatever the kind.
 */
export function useGroupMutations(events: GroupEvents = {}) {
  const opts = { onSuccess: () => refreshGroups() }
  const created = (kind: GroupKind) => ({
    onSuccess: (group: AffinityGroup) => {
      refreshGroups()
      events.onCreated?.(group, kind)
    },
  })
  const deleted = {
    onSuccess: () => {
      refreshGroups({ viewGone: true })
      events.onDeleted?.()
    },
  }
  const added = {
    onSuccess: (_: unknown, { path }: { path: { instance: string } }) => {
      refreshGroups()
      events.onMemberAdded?.(path.instance)
    },
  }
  const antiCreate = useApiMutation('antiAffinityGroupCreate', created('anti-affinity'))
  const affCreate = useApiMutation('affinityGroupCreate', created('affinity'))
  const antiUpdate = useApiMutation('antiAffinityGroupUpdate', {
    onSuccess: (group, { path }) => {
      refreshGroups({ viewGone: group.name !== path.antiAffinityGroup })
      events.onUpdated?.(group, 'anti-affinity')
    },
  })
  const affUpdate = useApiMutation('affinityGroupUpdate', {
    onSuccess: (group, { path }) => {
      refreshGroups({ viewGone: group.name !== path.affinityGroup })
      events.onUpdated?.(group, 'affinity')
    },
  })
  const antiDelete = useApiMutation('antiAffinityGroupDelete', deleted)
  const affDelete = useApiMutation('affinityGroupDelete', deleted)
  const antiAdd = useApiMutation('antiAffinityGroupMemberInstanceAdd', added)
  const affAdd = useApiMutation('affinityGroupMemberInstanceAdd', added)
  const antiRemove = useApiMutation('antiAffinityGroupMemberInstanceDelete', opts)
  const affRemove = useApiMutation('affinityGroupMemberInstanceDelete', opts)

  return {
    create: (kind: GroupKind, project: string, body: AffinityGroupCreate): PreparedCall =>
      kind === 'anti-affinity'
        ? antiCreate.prepare({ query: { project }, body })
        : affCreate.prepare({ query: { project }, body }),
    update: ({ kind, project, group }: KindedGroup, body: AffinityGroupUpdate): PreparedCall =>
      kind === 'anti-affinity'
        ? antiUpdate.prepare({ path: { antiAffinityGroup: group }, query: { project }, body })
        : affUpdate.prepare({ path: { affinityGroup: group }, query: { project }, body }),
    delete: ({ kind, project, group }: KindedGroup): PreparedCall =>
      kind === 'anti-affinity'
        ? antiDelete.prepare({ path: { antiAffinityGroup: group }, query: { project } })
        : affDelete.prepare({ path: { affinityGroup: group }, query: { project } }),
    addMember: ({ kind, project, group }: KindedGroup, instance: string): PreparedCall =>
      kind === 'anti-affinity'
        ? antiAdd.prepare({ path: { antiAffinityGroup: group, instance }, query: { project } })
        : affAdd.prepare({ path: { affinityGroup: group, instance }, query: { project } }),
    removeMember: ({ kind, project, group }: KindedGroup, instance: string): PreparedCall =>
      kind === 'anti-affinity'
        ? antiRemove.prepare({ path: { antiAffinityGroup: group, instance }, query: { project } })
        : affRemove.prepare({ path: { affinityGroup: group, instance }, query: { project } }),
  }
}
