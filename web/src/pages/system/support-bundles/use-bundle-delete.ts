import { useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import type { SupportBundleInfo } from '~/api/__generated__/Api'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { deleteLockedReason, shortId } from './bundle-state'

/**
 * The Delete item of a bundle's menus, asking first. Deleting cancels a collection or frees the bundle's storage:
 * the bundle shows as destroying until it is gone. `after` is where to go once the API has taken the request.
 */
export function useBundleDeleteItem(bundle: SupportBundleInfo, after?: string): RequestItem {
  const navigate = useNavigate()
  const del = useApiMutation('supportBundleDelete', {
    onSuccess: () => {
      invalidate('supportBundleList')
      invalidate('supportBundleView')
      if (after) navigate(after)
    },
  })
  const name = shortId(bundle.id)
  return confirmItem({
    key: 'delete',
    label: 'Delete',
    danger: true,
    disabledReason: deleteLockedReason(bundle.state),
    request: () => del.prepare({ path: { bundleId: bundle.id } }),
    confirm: {
      title: 'Delete support bundle',
      body:
        bundle.state === 'collecting'
          ? `Stop collecting support bundle ${name} and delete it? What it has collected so far is lost.`
          : `Delete support bundle ${name}? Its files are deleted from the rack and cannot be downloaded again.`,
      actionLabel: 'Delete',
      errorTitle: 'Could not delete support bundle',
      successTitle: `Support bundle ${name} is being deleted`,
    },
  })
}
