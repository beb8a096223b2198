import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { invalidate, preload, useApiMutation, useApiQuery } from '~/api'
import type { WebhookSecret } from '~/api/__generated__/Api'
import { LinkButton } from '~/components/LinkButton'
import { LocalTable } from '~/components/LocalTable'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import s from '~/pages/system/alerts/alerts.module.css'
import { secretList } from '~/pages/system/alerts/queries'
import { secretDeleteReason } from '~/pages/system/alerts/secret-rules'
import { EmptyState } from '~/ui/EmptyState'
import { KeyIcon } from '~/ui/icons/resource-icons'
import { Spinner } from '~/ui/Spinner'
import { pb } from '~/util/paths'

export const handle: RouteHandle = { crumb: 'Secrets' }

export async function loader({ params }: LoaderFunctionArgs) {
  await preload(secretList(requireParams(params, 'receiver').receiver))
  return null
}

const byTime = (a: WebhookSecret, b: WebhookSecret) => a.timeCreated.getTime() - b.timeCreated.getTime()

/**
 * The secrets that sign the receiver's deliveries, by id and age: their values are never shown again after they
 * are added. Rotating one is adding the new secret, then deleting the old one once the endpoint checks with the
 * new; the last secret stays, since every delivery must be signed.
 */
export default function SecretsTab() {
  const { receiver } = useRequiredParams('receiver')
  const read = useApiQuery(secretList(receiver))
  const roleReason = useFleetReason()
  const del = useApiMutation('webhookSecretsDelete', {
    onSuccess: () => {
      invalidate('webhookSecretsList')
      invalidate('alertReceiverView')
    },
  })
  if (read.error && !read.data) throw read.error
  if (!read.data) return <Spinner label="Loading secrets" />
  const secrets = read.data.secrets
  const itemsFor = (secret: WebhookSecret): RequestItem[] => [
    confirmItem({
      key: 'delete',
      label: 'Delete',
      danger: true,
      disabledReason: secretDeleteReason(secrets.length),
      request: () => del.prepare({ path: { secretId: secret.id } }),
      confirm: {
        title: 'Delete secret',
        body: `Delete secret ${secret.id}? Deliveries are no longer signed with it: an endpoint that still checks with it will refuse them.`,
        actionLabel: 'Delete',
        errorTitle: 'Could not delete secret',
        successTitle: 'Secret deleted',
      },
    }),
  ]
  const rowActions = (secret: WebhookSecret) => gateItems(itemsFor(secret), roleReason)
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          Each delivery is signed with every secret. To rotate one, add the new secret, switch the endpoint to
          it, then delete the old one.
        </p>
        <LinkButton disabledReason={roleReason} to={pb.alertReceiverSecretsAdd({ receiver })}>
          Add secret
        </LinkButton>
      </div>
      <LocalTable
        rows={secrets}
        label="Secrets"
        rowKey={(secret) => secret.id}
        rowLabel={(secret) => `secret ${secret.id}`}
        rowActions={rowActions}
        defaultSort="created"
        read={read}
        columns={[
          { header: 'ID', cell: (secret) => <span className="mono">{secret.id}</span> },
          {
            header: 'Added',
            sort: { key: 'created', compare: byTime },
            cell: (secret) => <RelativeTime date={secret.timeCreated} />,
          },
        ]}
        emptyState={
          <EmptyState
            icon={<KeyIcon />}
            headingLevel={2}
            title="No secrets"
            body="Deliveries are signed with the receiver's secrets. Add one so the endpoint can check them."
          />
        }
      />
      <Outlet />
    </>
  )
}
