import { QueryTable } from '~/components/QueryTable'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { EmptyState } from '~/ui/EmptyState'
import { DisksIcon } from '~/ui/icons/resource-icons'
import { diskColumns } from './disk-columns'
import { sledDiskList } from './queries'

export const handle: RouteHandle = { crumb: 'Disks' }

/** The physical disks in the sled, as the API lists a sled's disks. */
export default function SledDisksTab() {
  const { sledId } = useRequiredParams('sledId')
  return (
    <QueryTable
      query={sledDiskList(sledId)}
      label="Physical disks in this sled"
      columns={diskColumns}
      rowKey={(d) => d.id}
      rowLabel={(d) => `disk ${d.serial}`}
      emptyState={
        <EmptyState icon={<DisksIcon />} title="No physical disks" body="This sled reports no disks." />
      }
    />
  )
}
