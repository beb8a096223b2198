import type { AlertDeliveryState } from '~/api/__generated__/Api'
import { invalidate } from '~/api/preload'
import { listQuery, query } from '~/api/query'
import { LATEST_DELIVERIES } from './delivery-summary'

/** Every class of alert the rack emits, for the subscription picker and what each subscription covers. */
export const alertClassList = () => listQuery('alertClassList', { query: {} })

export const alertReceiverList = () => listQuery('alertReceiverList', { query: {} })

export const alertReceiverView = (receiver: string) => query('alertReceiverView', { path: { receiver } })

/** A receiver's deliveries, newest first, all of them or those in one state. */
export const deliveryList = (receiver: string, state: AlertDeliveryState | null = null) =>
  listQuery('alertDeliveryList', {
    path: { receiver },
    query: { sortBy: 'time_and_id_descending', ...(state ? { [state]: true } : {}) },
  })

/** The newest few deliveries of a receiver, which its row in the receivers list sums up. */
export const latestDeliveries = (receiver: string) =>
  deliveryList(receiver).page({ limit: LATEST_DELIVERIES })

export const secretList = (receiver: string) => query('webhookSecretsList', { query: { receiver } })

/** A receiver changed (its name, endpoint, subscriptions or secrets): every read of it is redone. */
export function invalidateReceiver() {
  invalidate('alertReceiverList')
  invalidate('alertReceiverView')
  invalidate('webhookSecretsList')
}

/** A delivery started or settled. */
export const invalidateDeliveries = () => invalidate('alertDeliveryList')
