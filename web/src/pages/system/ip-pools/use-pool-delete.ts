import { useNavigate } from 'react-router'
import { invalidate, useApiMutation, useApiQuery } from '~/api'
import type { IpPool } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { POOL_HAS_RANGES } from './pool-display'
import { ipPoolUtilization } from './queries'

/**
 * The Delete item of a pool's menus, greyed out with the reason while the pool has ranges (a range holds at least
 * one address, so a capacity above zero means ranges). While that is unknown it waits; when it cannot be read the
 * API judges. `after` runs once the pool is gone, e.g. to leave the pool's own page.
 */
export function usePoolDeleteItem(pool: IpPool, after?: string): RequestItem {
  const navigate = useNavigate()
  const { data, error } = useApiQuery(ipPoolUtilization(pool.name))
  const del = useApiMutation('ipPoolDelete', {
    onSuccess: () => {
      invalidate('ipPoolList')
      if (after) navigate(after)
    },
  })
  const disabledReason = data
    ? data.capacity > 0
      ? POOL_HAS_RANGES
      : undefined
    : error
      ? undefined
      : 'Checking whether the pool has ranges…'
  return confirmItem({
    key: 'delete',
    label: 'Delete',
    danger: true,
    disabledReason,
    request: () => del.prepare({ path: { pool: pool.name } }),
    confirm: deleteConfirm({ kind: 'IP pool', name: pool.name, extra: 'Its links to silos go with it.' }),
  })
}
