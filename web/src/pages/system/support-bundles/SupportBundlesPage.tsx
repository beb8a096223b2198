import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { pageOfRequest, preload } from '~/api'
import type { SupportBundleInfo } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import type { RequestItem } from '~/components/show-request/request-items'
import { useListPolling } from '~/components/use-list-polling'
import { EmptyState } from '~/ui/EmptyState'
import { SupportBundleIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { BundleStateBadge } from './BundleStateBadge'
import { isSettling, shortId } from './bundle-state'
import { supportBundleList } from './queries'
import s from './support-bundles.module.css'
import { useBundleDeleteItem } from './use-bundle-delete'

export const handle: RouteHandle = { crumb: 'Support bundles', crumbPath: pb.supportBundles }

export async function loader({ request }: LoaderFunctionArgs) {
  await preload(supportBundleList().page(pageOfRequest(request)))
  return null
}

const columns: Column<SupportBundleInfo>[] = [
  {
    header: 'ID',
    cell: (b) => (
      <Link to={pb.supportBundle({ bundleId: b.id })} className="mono">
        {b.id}
      </Link>
    ),
  },
  {
    header: 'State',
    cell: (b) => (
      <div className={s.stateCell}>
        <BundleStateBadge state={b.state} />
        {b.state === 'failed' && b.reasonForFailure && (
          <span className={s.failure}>{b.reasonForFailure}</span>
        )}
      </div>
    ),
  },
  { header: 'Reason', cell: (b) => b.reasonForCreation },
  {
    header: 'Comment',
    cell: (b) => (b.userComment ? <span className={s.comment}>{b.userComment}</span> : '—'),
  },
  { header: 'Created', cell: (b) => <RelativeTime date={b.timeCreated} /> },
]

const rowLabel = (b: SupportBundleInfo) => `support bundle ${shortId(b.id)}`

/** Delete (and Copy ID, which every row with an id has); the comment is edited on the bundle's page. */
function useBundleActions(bundle: SupportBundleInfo): RequestItem[] {
  const del = useBundleDeleteItem(bundle)
  const roleReason = useFleetReason()
  return gateItems([del], roleReason)
}

/**
 * The support bundles of the rack, newest first: what the support team asks for when something went wrong. The
 * list reads itself again while a bundle on the page shown is being collected or destroyed, and stops once each
 * has settled.
 */
export default function SupportBundlesPage() {
  const list = supportBundleList()
  const refreshInterval = useListPolling(list, (b) => isSettling(b.state))
  const roleReason = useFleetReason()
  const create = (
    <LinkButton overList disabledReason={roleReason} to={pb.supportBundlesNew()}>
      Create support bundle
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Support bundles" icon={<SupportBundleIcon />} actions={create} />
      <p className={s.intro}>
        A support bundle collects the rack's diagnostics (each sled's state and logs, service processor task
        dumps) into one archive for Oxide support. Collection takes a while; the bundle can be downloaded once
        it is active.
      </p>
      <QueryTable
        query={list}
        label="Support bundles"
        columns={columns}
        rowKey={(b) => b.id}
        rowLabel={rowLabel}
        useRowActions={useBundleActions}
        refreshInterval={refreshInterval}
        emptyState={
          <EmptyState
            icon={<SupportBundleIcon />}
            headingLevel={2}
            title="No support bundles"
            body="Create a support bundle to collect the rack's diagnostics for Oxide support."
            action={create}
          />
        }
      />
      <Outlet />
    </>
  )
}
