import { useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import type { AlertReceiver } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'

/** The Delete item of a receiver's menus; it asks first. `after` runs once the receiver is gone. */
export function useReceiverDeleteItem(receiver: AlertReceiver, after?: string): RequestItem {
  const navigate = useNavigate()
  const del = useApiMutation('alertReceiverDelete', {
    // only the list is read again: the receiver's own reads would now be a 404, on a page about to be left
    onSuccess: () => {
      invalidate('alertReceiverList')
      if (after) navigate(after)
    },
  })
  return confirmItem({
    key: 'delete',
    label: 'Delete',
    danger: true,
    request: () => del.prepare({ path: { receiver: receiver.name } }),
    confirm: deleteConfirm({
      kind: 'webhook receiver',
      name: receiver.name,
      extra: 'It gets no more alerts, and its delivery history goes with it.',
    }),
  })
}
