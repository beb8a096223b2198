import { type LoaderFunctionArgs, useSearchParams } from 'react-router'
import { pageOfRequest, preload, useApiMutation } from '~/api'
import type { AlertDelivery, AlertDeliveryState } from '~/api/__generated__/Api'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { QueryTable } from '~/components/QueryTable'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { type RequestItem, sendItem } from '~/components/show-request/request-items'
import { addToast, errorToast } from '~/components/toasts'
import { useListPolling } from '~/components/use-list-polling'
import s from '~/pages/system/alerts/alerts.module.css'
import { resendReason } from '~/pages/system/alerts/delivery-summary'
import { deliveryList, invalidateDeliveries } from '~/pages/system/alerts/queries'
import { EmptyState } from '~/ui/EmptyState'
import { AlertsIcon } from '~/ui/icons/alerts-icon'
import { Select } from '~/ui/Select'
import { deliveryColumns } from './delivery-columns'
import { DELIVERY_STATES, deliveryStateOf } from './delivery-filter'

export const handle: RouteHandle = { crumb: 'Deliveries' }

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { receiver } = requireParams(params, 'receiver')
  const state = deliveryStateOf(new URL(request.url).searchParams)
  await preload(deliveryList(receiver, state).page(pageOfRequest(request)))
  return null
}

const ALL = 'all'
const EMPTY_TITLE: Record<AlertDeliveryState, string> = {
  delivered: 'No delivered alerts',
  failed: 'No failed deliveries',
  pending: 'No pending deliveries',
}

/** The state to show, from the URL; a new choice starts again at the first page. */
function useStateFilter() {
  const [search, setSearch] = useSearchParams()
  const set = (value: string) => {
    const next = new URLSearchParams(search)
    next.delete('page')
    if (value === ALL) next.delete('state')
    else next.set('state', value)
    setSearch(next, { preventScrollReset: true })
  }
  return [deliveryStateOf(search), set] as const
}

/** Every delivery of alerts and test events to the receiver, newest first; a failed one can be sent again. */
export default function DeliveriesTab() {
  const { receiver } = useRequiredParams('receiver')
  const [state, setState] = useStateFilter()
  const list = deliveryList(receiver, state)
  const refreshInterval = useListPolling(list, (d) => d.state === 'pending')
  const resend = useApiMutation('alertDeliveryResend', {
    onSuccess: (_, { path }) => {
      invalidateDeliveries()
      addToast({
        title: 'Alert sent again',
        content: `A new delivery of alert ${path.alertId} is under way.`,
      })
    },
    onError: errorToast('Could not resend the alert'),
  })
  const roleReason = useFleetReason()
  const rowActions = (d: AlertDelivery): RequestItem[] =>
    gateItems(
      [
        sendItem({
          key: 'resend',
          label: 'Resend',
          disabledReason: resendReason(d),
          request: () => resend.prepare({ path: { alertId: d.alertId }, query: { receiver } }),
        }),
      ],
      roleReason,
    )
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          A delivery is retried a few times before it fails for good. Resending a failed one starts a new
          delivery of the same alert.
        </p>
        <Select
          inline
          label="State"
          items={[
            { value: ALL, label: 'All' },
            ...DELIVERY_STATES.map((st) => ({ value: st, label: st[0].toUpperCase() + st.slice(1) })),
          ]}
          value={state ?? ALL}
          onChange={setState}
        />
      </div>
      <QueryTable
        query={list}
        label="Deliveries"
        columns={deliveryColumns}
        rowKey={(d) => d.id}
        rowLabel={(d) => `${d.alertClass} delivery ${d.id}`}
        rowActions={rowActions}
        refreshInterval={refreshInterval}
        emptyState={
          <EmptyState
            icon={<AlertsIcon />}
            headingLevel={2}
            title={state ? EMPTY_TITLE[state] : 'No deliveries yet'}
            body={
              state
                ? 'None of the receiver’s deliveries is in this state.'
                : 'Alerts the receiver subscribes to, and the test events you send it, show here as they go out.'
            }
          />
        }
      />
    </>
  )
}
