import { invalidate, useApiMutation } from '~/api'
import type { User } from '~/api/__generated__/Api'
import { useOpenOverList } from '~/components/list-place'
import { gateItems } from '~/components/permissions/gate-items'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { useCurrentUser } from '~/components/use-current-user'
import { pb } from '~/util/paths'

/**
 * The row actions of a local silo's user: setting their password (a form over the list) and deleting them, after
 * a confirmation that says what ends with them. Both are disabled with `roleReason` when the user's role does
 * not allow them.
 */
export function useLocalUserActions(silo: string, roleReason: string | undefined) {
  const me = useCurrentUser()
  const openOverList = useOpenOverList()
  const del = useApiMutation('localIdpUserDelete', { onSuccess: () => invalidate('siloUserList') })
  const itemsFor = (user: User): RequestItem[] => [
    {
      key: 'set-password',
      label: 'Set password',
      onAction: () => openOverList(pb.siloUserPassword({ silo, userId: user.id })),
    },
    confirmItem({
      key: 'delete',
      label: 'Delete',
      danger: true,
      request: () => del.prepare({ path: { userId: user.id }, query: { silo } }),
      confirm: {
        title: 'Delete user',
        body: `Delete user ${user.displayName} of silo ${silo}? Their console sessions and access tokens end at once, and they can no longer sign in.${
          user.id === me.id ? ' You are signed in as this user, so you will be signed out.' : ''
        }`,
        actionLabel: 'Delete',
        errorTitle: 'Could not delete user',
        successTitle: `User ${user.displayName} deleted`,
      },
    }),
  ]
  return (user: User) => gateItems(itemsFor(user), roleReason)
}
