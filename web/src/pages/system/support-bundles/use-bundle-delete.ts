import { useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import type { SupportBundleInfo } from '~/api/__generated__/Api'
import { confirmAction } from '~/components/confirm'
import type { ActionMenuItem } from '~/ui/Menu'
import { deleteLockedReason, shortId } from './bundle-state'

/**
 * The Delete item of a bundle's menus, asking first. Deleting cancels a collection or frees the bundle's storage:
 * the bundle shows as destroying until it is gone. `after` is where to go once the API has taken the request.
 */
export function useBundleDeleteItem(bundle: SupportBundleInfo, after?: string): ActionMenuItem {
  const navigate = useNavigate()
  const del = useApiMutation('supportBundleDelete', {
    onSuccess: () => {
      invalidate('supportBundleList')
      invalidate('supportBundleView')
      if (after) navigate(after)
    },
  })
  const name = shortId(bundle.id)
  return {
    key: 'delete',
    label: 'Delete',
    danger: true,
    disabledReason: deleteLockedReason(bundle.state),
    onAction: () =>
      confirmAction({
        title: 'Delete support bundle',
        body:
          bundle.state === 'collecting'
            ? `Stop collecting support bundle ${name} and delete it? What it has collected so far is lost.`
            : `Delete support bundle ${name}? Its files are deleted from the rack and cannot be downloaded again.`,
        actionLabel: 'Delete',
        doAction: () => del.mutateAsync({ path: { bundleId: bundle.id } }),
        errorTitle: 'Could not delete support bundle',
        successTitle: `Support bundle ${name} is being deleted`,
      }),
  }
}
