import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { pageOfRequest, preload } from '~/api'
import type { AlertReceiver } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { useOpenOverList } from '~/components/list-place'
import { PageHeader } from '~/components/PageHeader'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import type { RouteHandle } from '~/components/route-handle'
import type { RequestItem } from '~/components/show-request/request-items'
import { EmptyState } from '~/ui/EmptyState'
import { AlertsIcon } from '~/ui/icons/alerts-icon'
import { pb } from '~/util/paths'
import s from './alerts.module.css'
import { LatestDeliveries } from './LatestDeliveries'
import { alertReceiverList, latestDeliveries } from './queries'
import { useReceiverDeleteItem } from './use-receiver-delete'

export const handle: RouteHandle = { crumb: 'Alerts', crumbPath: pb.alerts }

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await preload(alertReceiverList().page(pageOfRequest(request)))
  // each row's deliveries: started here but not waited for, so a row whose deliveries cannot be read says so
  for (const r of page.items) preload(latestDeliveries(r.name)).catch(() => undefined)
  return null
}

const columns: Column<AlertReceiver>[] = [
  {
    header: 'Name',
    cell: (r) => (
      <Link to={pb.alertReceiver({ receiver: r.name })} className="mono">
        {r.name}
      </Link>
    ),
  },
  { header: 'Endpoint', cell: (r) => <span className={`mono ${s.endpoint}`}>{r.kind.endpoint}</span> },
  { header: 'Subscriptions', cell: (r) => r.subscriptions.length, numeric: true },
  { header: 'Latest deliveries', cell: (r) => <LatestDeliveries receiver={r.name} /> },
]

function useReceiverActions(receiver: AlertReceiver): RequestItem[] {
  const openOverList = useOpenOverList()
  const del = useReceiverDeleteItem(receiver)
  const roleReason = useFleetReason()
  return gateItems(
    [
      {
        key: 'edit',
        label: 'Edit',
        onAction: () => openOverList(pb.alertReceiverEdit({ receiver: receiver.name })),
      },
      del,
    ],
    roleReason,
  )
}

/** The receivers alerts are sent to, each with its endpoint and how its latest deliveries went. */
export default function AlertsPage() {
  const roleReason = useFleetReason()
  const newReceiver = (
    <LinkButton overList disabledReason={roleReason} to={pb.alertReceiversNew()}>
      New webhook receiver
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Alerts" icon={<AlertsIcon />} actions={newReceiver} />
      <p className={s.intro}>
        The rack raises an alert when hardware faults, an instance fails or an update moves on. Each webhook
        receiver gets the classes of alerts it subscribes to as signed HTTP requests to its endpoint.
      </p>
      <QueryTable
        query={alertReceiverList()}
        label="Alert receivers"
        columns={columns}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.name}
        useRowActions={useReceiverActions}
        emptyState={
          <EmptyState
            icon={<AlertsIcon />}
            headingLevel={2}
            title="No alert receivers"
            body="A webhook receiver sends the alerts it subscribes to to an endpoint of yours, such as a paging service or a chat bridge."
            action={newReceiver}
          />
        }
      />
      <Outlet />
    </>
  )
}
