import { useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import type { Silo } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { useCurrentUser } from '~/components/use-current-user'
import { pb } from '~/util/paths'

/** Every list a silo appears in, with its quotas and utilization, after one is created or deleted. */
export function invalidateSilos() {
  invalidate('siloList')
  invalidate('systemQuotasList')
  invalidate('siloUtilizationList')
}

/**
 * The Delete item of a silo's menus: it asks first, naming the silo; the API refuses while the silo still has
 * projects, and the error toast says so. With `leave` (on the silo's own page), the user goes back to the list
 * afterwards.
 */
export function useSiloDeleteItem({ leave = false } = {}) {
  const me = useCurrentUser()
  const navigate = useNavigate()
  const del = useApiMutation('siloDelete', {
    onSuccess: () => {
      invalidateSilos()
      if (leave) navigate(pb.silos())
    },
  })
  return (silo: Silo): RequestItem =>
    confirmItem({
      key: 'delete',
      label: 'Delete',
      danger: true,
      request: () => del.prepare({ path: { silo: silo.name } }),
      confirm: deleteConfirm({
        kind: 'silo',
        name: silo.name,
        extra:
          silo.id === me.siloId
            ? 'You are signed in to this silo: its users, you included, are deleted with it.'
            : 'Its users, groups, identity providers and IP pool links are deleted with it.',
      }),
    })
}
