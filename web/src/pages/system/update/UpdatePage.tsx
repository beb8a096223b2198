import { Outlet } from 'react-router'
import { usePrefetchedApiQuery } from '~/api'
import { PageHeader } from '~/components/PageHeader'
import { RefreshFailed } from '~/components/RefreshFailed'
import type { RouteHandle } from '~/components/route-handle'
import { UpdateIcon } from '~/ui/icons/resource-icons'
import { POLL_MS } from '~/util/constants'
import { pb } from '~/util/paths'
import { ComponentVersions } from './ComponentVersions'
import { updateStatus } from './queries'
import { RepositoriesTable } from './RepositoriesTable'
import { TrustRootsTable } from './TrustRootsTable'
import { UpdateStatusCard } from './UpdateStatusCard'
import { isUpdating, updateProgress } from './update-progress'

export const handle: RouteHandle = { crumb: 'System update', crumbPath: pb.systemUpdate }

/**
 * The system's software: where the update stands, the repositories that can become the target release, and
 * the trust roots they are verified with. The status is read again every few seconds while an update runs and
 * no more once it settles (or is suspended).
 */
export default function UpdatePage() {
  const read = usePrefetchedApiQuery(updateStatus, {
    refreshInterval: (latest) => (latest && isUpdating(latest) ? POLL_MS : 0),
  })
  const status = read.data
  const progress = updateProgress(status)
  return (
    <>
      <PageHeader title="System update" icon={<UpdateIcon />} />
      <RefreshFailed what="the update status" read={read} />
      <UpdateStatusCard status={status} />
      <ComponentVersions progress={progress} />
      <RepositoriesTable progress={progress} />
      <TrustRootsTable />
      <Outlet />
    </>
  )
}
