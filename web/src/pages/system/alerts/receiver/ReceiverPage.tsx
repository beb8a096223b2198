import type { LoaderFunctionArgs } from 'react-router'
import { preload } from '~/api'
import type { AlertReceiver } from '~/api/__generated__/Api'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { RelativeTime } from '~/components/RelativeTime'
import { type RouteTab, RouteTabs } from '~/components/RouteTabs'
import { requireParams } from '~/components/route-params'
import { withShowRequests } from '~/components/show-request/request-items'
import s from '~/pages/system/alerts/alerts.module.css'
import { alertReceiverView } from '~/pages/system/alerts/queries'
import { useReceiverDeleteItem } from '~/pages/system/alerts/use-receiver-delete'
import { AlertsIcon } from '~/ui/icons/alerts-icon'
import { ActionMenu } from '~/ui/Menu'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { type AlertReceiverParams, pb } from '~/util/paths'
import { TestEventButton } from './TestEventButton'
import { useAlertReceiver } from './use-alert-receiver'

export async function loader({ params }: LoaderFunctionArgs) {
  await preload(alertReceiverView(requireParams(params, 'receiver').receiver))
  return null
}

const receiverTabs = (p: AlertReceiverParams): RouteTab[] => [
  { label: 'Deliveries', to: pb.alertReceiverDeliveries(p) },
  { label: 'Subscriptions', to: pb.alertReceiverSubscriptions(p) },
  { label: 'Secrets', to: pb.alertReceiverSecrets(p) },
]

function HeaderActions({ receiver }: { receiver: AlertReceiver }) {
  const del = useReceiverDeleteItem(receiver, pb.alerts())
  const roleReason = useFleetReason()
  return (
    <div className={s.actions}>
      <TestEventButton receiver={receiver.name} disabledReason={roleReason} />
      <LinkButton
        variant="secondary"
        disabledReason={roleReason}
        to={pb.alertReceiverEdit({ receiver: receiver.name })}
      >
        Edit
      </LinkButton>
      <ActionMenu
        label={`More actions for ${receiver.name}`}
        items={withShowRequests(`webhook receiver ${receiver.name}`, gateItems([del], roleReason))}
      />
    </div>
  )
}

/** A webhook receiver: its details, then its deliveries, subscriptions and secrets, each a tab. */
export default function ReceiverPage() {
  const receiver = useAlertReceiver()
  return (
    <>
      <PageHeader
        title={receiver.name}
        icon={<AlertsIcon />}
        actions={<HeaderActions receiver={receiver} />}
      />
      {receiver.description && <p className={s.description}>{receiver.description}</p>}
      <PropertyList
        properties={[
          [
            'Endpoint',
            <span key="endpoint" className={`mono ${s.endpoint}`}>
              {receiver.kind.endpoint}
            </span>,
          ],
          ['Subscriptions', receiver.subscriptions.length],
          ['Secrets', receiver.kind.secrets.length],
          ['ID', <CopyableId key="id" id={receiver.id} label="Copy receiver ID" />],
          ['Created', <RelativeTime key="created" date={receiver.timeCreated} />],
          ['Modified', <RelativeTime key="modified" date={receiver.timeModified} />],
        ]}
      />
      <RouteTabs
        label="Webhook receiver sections"
        tabs={receiverTabs({ receiver: receiver.name })}
        panelClassName={s.panel}
      />
    </>
  )
}
