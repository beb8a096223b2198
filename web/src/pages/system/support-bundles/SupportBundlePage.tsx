import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { preload, usePrefetchedApiQuery } from '~/api'
import type { SupportBundleInfo } from '~/api/__generated__/Api'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { RefreshFailed } from '~/components/RefreshFailed'
import { RelativeTime } from '~/components/RelativeTime'
import { paramsHandle } from '~/components/route-handle'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { withShowRequests } from '~/components/show-request/request-items'
import { Banner } from '~/ui/Banner'
import { SupportBundleIcon } from '~/ui/icons/resource-icons'
import { ActionMenu } from '~/ui/Menu'
import { CopyableId, type Property, PropertyList } from '~/ui/PropertyList'
import { pb } from '~/util/paths'
import { BundleContents } from './BundleContents'
import { BundleStateBadge } from './BundleStateBadge'
import { commentLockedReason, filesUnavailableReason, pollWhileSettling, shortId } from './bundle-state'
import { supportBundleView } from './queries'
import s from './support-bundles.module.css'
import { useBundleDeleteItem } from './use-bundle-delete'

export const handle = paramsHandle(['bundleId'], {
  crumb: (p) => shortId(p.bundleId),
  crumbPath: pb.supportBundle,
})

export async function loader({ params }: LoaderFunctionArgs) {
  await preload(supportBundleView(requireParams(params, 'bundleId').bundleId))
  return null
}

function HeaderActions({ bundle }: { bundle: SupportBundleInfo }) {
  const del = useBundleDeleteItem(bundle, pb.supportBundles())
  const roleReason = useFleetReason()
  return (
    <div className={s.actions}>
      {!commentLockedReason(bundle.state) && (
        <LinkButton
          variant="secondary"
          disabledReason={roleReason}
          to={pb.supportBundleEdit({ bundleId: bundle.id })}
        >
          Edit comment
        </LinkButton>
      )}
      <ActionMenu
        label={`More actions for support bundle ${shortId(bundle.id)}`}
        items={withShowRequests(`support bundle ${shortId(bundle.id)}`, gateItems([del], roleReason))}
      />
    </div>
  )
}

function properties(bundle: SupportBundleInfo): Property[] {
  return [
    ['State', <BundleStateBadge key="state" state={bundle.state} />],
    ['ID', <CopyableId key="id" id={bundle.id} label="Copy support bundle ID" />],
    ['Reason', bundle.reasonForCreation],
    ...(bundle.reasonForFailure ? [['Failure', bundle.reasonForFailure] as const] : []),
    [
      'Comment',
      bundle.userComment ? (
        <span key="comment" className={s.comment}>
          {bundle.userComment}
        </span>
      ) : (
        '—'
      ),
    ],
    ['Created', <RelativeTime key="created" date={bundle.timeCreated} />],
  ]
}

/**
 * A bundle: its details, and once it is active its download and files. While it is collecting the page reads it
 * again until it settles, and says why its files wait.
 */
export default function SupportBundlePage() {
  const { bundleId } = useRequiredParams('bundleId')
  const read = usePrefetchedApiQuery(supportBundleView(bundleId), {
    refreshInterval: (latest) => (latest ? pollWhileSettling([latest]) : 0),
  })
  const bundle = read.data
  const unavailable = filesUnavailableReason(bundle.state)
  return (
    <>
      <PageHeader
        title={`Support bundle ${shortId(bundle.id)}`}
        icon={<SupportBundleIcon />}
        actions={<HeaderActions bundle={bundle} />}
      />
      <RefreshFailed what="the support bundle" read={read} />
      <PropertyList properties={properties(bundle)} />
      {unavailable ? <Banner role="status">{unavailable}</Banner> : <BundleContents bundleId={bundle.id} />}
      <Outlet />
    </>
  )
}
