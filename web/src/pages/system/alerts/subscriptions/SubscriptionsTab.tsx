import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { preload, useApiMutation, useApiQuery } from '~/api'
import type { AlertClass } from '~/api/__generated__/Api'
import { LinkButton } from '~/components/LinkButton'
import { LocalTable } from '~/components/LocalTable'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import type { RouteHandle } from '~/components/route-handle'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import s from '~/pages/system/alerts/alerts.module.css'
import { alertClassList, invalidateReceiver } from '~/pages/system/alerts/queries'
import { useAlertReceiver } from '~/pages/system/alerts/receiver/use-alert-receiver'
import { isPattern, matchingClasses } from '~/pages/system/alerts/subscription-rules'
import { EmptyState } from '~/ui/EmptyState'
import { AlertsIcon } from '~/ui/icons/alerts-icon'
import { pb } from '~/util/paths'

export const handle: RouteHandle = { crumb: 'Subscriptions' }

export async function loader(_: LoaderFunctionArgs) {
  // what each subscription covers; without the classes the list still shows the subscriptions themselves
  await preload(alertClassList().all()).catch(() => undefined)
  return null
}

/** What a subscription covers: an alert class's description, or the classes a pattern matches today. */
function covers(subscription: string, classes: AlertClass[] | undefined): string {
  if (!classes) return '—'
  if (!isPattern(subscription)) {
    return classes.find((c) => c.name === subscription)?.description ?? 'No alert class has this name yet'
  }
  const names = matchingClasses(subscription, classes)
  return names.length ? names.join(', ') : 'No alert class matches this pattern yet'
}

/** The alert classes and patterns the receiver subscribes to; each can be removed, and more added. */
export default function SubscriptionsTab() {
  const receiver = useAlertReceiver()
  const { data: classes } = useApiQuery(alertClassList().all())
  const remove = useApiMutation('alertReceiverSubscriptionRemove', { onSuccess: invalidateReceiver })
  const roleReason = useFleetReason()
  const add = (
    <LinkButton
      disabledReason={roleReason}
      to={pb.alertReceiverSubscriptionsAdd({ receiver: receiver.name })}
    >
      Add subscription
    </LinkButton>
  )
  const itemsFor = (subscription: string): RequestItem[] => [
    confirmItem({
      key: 'remove',
      label: 'Remove',
      danger: true,
      request: () => remove.prepare({ path: { receiver: receiver.name, subscription } }),
      confirm: {
        title: 'Remove subscription',
        body: `Remove ${subscription} from ${receiver.name}? Alerts of its classes stop going to this receiver, unless another subscription covers them.`,
        actionLabel: 'Remove',
        errorTitle: 'Could not remove subscription',
        successTitle: `Subscription ${subscription} removed`,
      },
    }),
  ]
  const rowActions = (subscription: string) => gateItems(itemsFor(subscription), roleReason)
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          An alert class, such as instance.failed, or a pattern: * stands for one part of a class name, ** for
          any number of parts.
        </p>
        {receiver.subscriptions.length > 0 && add}
      </div>
      <LocalTable
        rows={receiver.subscriptions}
        label="Subscriptions"
        rowKey={(sub) => sub}
        rowLabel={(sub) => `subscription ${sub}`}
        rowActions={rowActions}
        defaultSort="subscription"
        columns={[
          {
            header: 'Subscription',
            sort: { key: 'subscription', compare: (a, b) => a.localeCompare(b) },
            cell: (sub) => <span className="mono">{sub}</span>,
          },
          { header: 'Covers', cell: (sub) => covers(sub, classes?.items) },
        ]}
        emptyState={
          <EmptyState
            icon={<AlertsIcon />}
            headingLevel={2}
            title="No subscriptions"
            body="The receiver gets no alerts, only the test events you send it. Subscribe it to an alert class or a pattern."
            action={add}
          />
        }
      />
      <Outlet />
    </>
  )
}
