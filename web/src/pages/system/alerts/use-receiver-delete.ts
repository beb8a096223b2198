import { useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import type { AlertReceiver } from '~/api/__generated__/Api'
import { confirmDelete } from '~/components/confirm-delete'
import type { ActionMenuItem } from '~/ui/Menu'

/** The Delete item of a receiver's menus; it asks first. `after` runs once the receiver is gone. */
export function useReceiverDeleteItem(receiver: AlertReceiver, after?: string): ActionMenuItem {
  const navigate = useNavigate()
  const del = useApiMutation('alertReceiverDelete', {
    // only the list is read again: the receiver's own reads would now be a 404, on a page about to be left
    onSuccess: () => {
      invalidate('alertReceiverList')
      if (after) navigate(after)
    },
  })
  return {
    key: 'delete',
    label: 'Delete',
    danger: true,
    onAction: () =>
      confirmDelete({
        kind: 'webhook receiver',
        name: receiver.name,
        extra: 'It gets no more alerts, and its delivery history goes with it.',
        doDelete: () => del.mutateAsync({ path: { receiver: receiver.name } }),
      }),
  }
}
