import { invalidate, useApiMutation } from '~/api'
import type { AffinityGroup, AffinityGroupCreate, AffinityGroupUpdate } from '~/api/__generated__/Api'
import type { GroupKind, KindedGroup } from './group-kind'

/**
 * Lists, views and the instance pages' own lists of groups all show membership and names. After a delete the
 * group's own view is not read again: it is gone, and its page, if that is where it was deleted, is left. Nor
 * after a rename: the page behind the edit form reads the group by the old name in its URL, which would only
 * answer 404, and it follows the new name, whose view its loader reads afresh.
 */
function refreshGroups({ viewGone = false } = {}) {
  for (const method of [
    'antiAffinityGroupList',
    'affinityGroupList',
    'antiAffinityGroupMemberList',
    'affinityGroupMemberList',
    'instanceAntiAffinityGroupList',
    'instanceAffinityGroupList',
  ] as const) {
    invalidate(method)
  }
  if (!viewGone) {
    invalidate('antiAffinityGroupView')
    invalidate('affinityGroupView')
  }
}

/**
 * The writes to groups of either kind, each resolving with the API's answer or rejecting with its error, for
 * forms and confirmations to wait on. Both kinds' operations are set up, so the hooks are the same on every
 * render whatever the kind.
 */
export function useGroupMutations() {
  const opts = { onSuccess: () => refreshGroups() }
  const deleteOpts = { onSuccess: () => refreshGroups({ viewGone: true }) }
  const renamed = (updated: AffinityGroup, old: string) => refreshGroups({ viewGone: updated.name !== old })
  const antiCreate = useApiMutation('antiAffinityGroupCreate', opts)
  const affCreate = useApiMutation('affinityGroupCreate', opts)
  const antiUpdate = useApiMutation('antiAffinityGroupUpdate', {
    onSuccess: (updated, { path }) => renamed(updated, path.antiAffinityGroup),
  })
  const affUpdate = useApiMutation('affinityGroupUpdate', {
    onSuccess: (updated, { path }) => renamed(updated, path.affinityGroup),
  })
  const antiDelete = useApiMutation('antiAffinityGroupDelete', deleteOpts)
  const affDelete = useApiMutation('affinityGroupDelete', deleteOpts)
  const antiAdd = useApiMutation('antiAffinityGroupMemberInstanceAdd', opts)
  const affAdd = useApiMutation('affinityGroupMemberInstanceAdd', opts)
  const antiRemove = useApiMutation('antiAffinityGroupMemberInstanceDelete', opts)
  const affRemove = useApiMutation('affinityGroupMemberInstanceDelete', opts)

  return {
    create: (kind: GroupKind, project: string, body: AffinityGroupCreate): Promise<AffinityGroup> =>
      kind === 'anti-affinity'
        ? antiCreate.mutateAsync({ query: { project }, body })
        : affCreate.mutateAsync({ query: { project }, body }),
    update: ({ kind, project, group }: KindedGroup, body: AffinityGroupUpdate): Promise<AffinityGroup> =>
      kind === 'anti-affinity'
        ? antiUpdate.mutateAsync({ path: { antiAffinityGroup: group }, query: { project }, body })
        : affUpdate.mutateAsync({ path: { affinityGroup: group }, query: { project }, body }),
    delete: ({ kind, project, group }: KindedGroup): Promise<unknown> =>
      kind === 'anti-affinity'
        ? antiDelete.mutateAsync({ path: { antiAffinityGroup: group }, query: { project } })
        : affDelete.mutateAsync({ path: { affinityGroup: group }, query: { project } }),
    addMember: ({ kind, project, group }: KindedGroup, instance: string): Promise<unknown> =>
      kind === 'anti-affinity'
        ? antiAdd.mutateAsync({ path: { antiAffinityGroup: group, instance }, query: { project } })
        : affAdd.mutateAsync({ path: { affinityGroup: group, instance }, query: { project } }),
    removeMember: ({ kind, project, group }: KindedGroup, instance: string): Promise<unknown> =>
      kind === 'anti-affinity'
        ? antiRemove.mutateAsync({ path: { antiAffinityGroup: group, instance }, query: { project } })
        : affRemove.mutateAsync({ path: { affinityGroup: group, instance }, query: { project } }),
  }
}
