import type { LoaderFunctionArgs } from 'react-router'
import { pageOfRequest, preload, usePrefetchedApiQuery } from '~/api'
import type { PhysicalDisk, Sled } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { type Column, QueryTable } from '~/components/QueryTable'
import type { RouteHandle } from '~/components/route-handle'
import { EmptyState } from '~/ui/EmptyState'
import { DisksIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { diskColumns } from './disk-columns'
import { physicalDiskList, sledList } from './queries'

export const handle: RouteHandle = { crumb: 'Disks' }

export async function loader({ request }: LoaderFunctionArgs) {
  await Promise.all([preload(physicalDiskList().page(pageOfRequest(request))), preload(sledList().all())])
  return null
}

/** The disk's sled by its serial, linked to the sled's page; its id when the sled is not in the list. */
function SledCell({ sledId, sleds }: { sledId?: string | null; sleds: Map<string, Sled> }) {
  if (!sledId) return <>—</>
  const sled = sleds.get(sledId)
  return (
    <Link to={pb.sled({ sledId })} className="mono">
      {sled ? sled.baseboard.serial : sledId}
    </Link>
  )
}

function columns(sleds: Map<string, Sled>): Column<PhysicalDisk>[] {
  return [...diskColumns, { header: 'Sled', cell: (d) => <SledCell sledId={d.sledId} sleds={sleds} /> }]
}

export default function DisksTab() {
  const { data: allSleds } = usePrefetchedApiQuery(sledList().all())
  const sleds = new Map(allSleds.items.map((sled) => [sled.id, sled]))
  return (
    <QueryTable
      query={physicalDiskList()}
      label="Physical disks"
      columns={columns(sleds)}
      rowKey={(d) => d.id}
      rowLabel={(d) => `disk ${d.serial}`}
      emptyState={
        <EmptyState icon={<DisksIcon />} title="No physical disks" body="The rack's sleds report no disks." />
      }
    />
  )
}
