import type { AlertDeliveryState } from '~/api/__generated__/Api'

export const DELIVERY_STATES: AlertDeliveryState[] = ['delivered', 'failed', 'pending']

/** The state the URL's `?state=` narrows the deliveries to; anything else is all of them. */
export function deliveryStateOf(search: URLSearchParams): AlertDeliveryState | null {
  const state = search.get('state')
  return DELIVERY_STATES.find((s) => s === state) ?? null
}
