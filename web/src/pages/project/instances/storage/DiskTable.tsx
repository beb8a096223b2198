import type { Disk } from '~/api/__generated__/Api'
import { RelativeTime } from '~/components/RelativeTime'
import { DiskStateBadge } from '~/components/StateBadges'
import { type RequestItem, withShowRequests } from '~/components/show-request/request-items'
import s from '~/pages/project/instances/tab.module.css'
import { ActionMenu } from '~/ui/Menu'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { formatBytes } from '~/util/format'

type Props = {
  label: string
  disks: Disk[]
  empty: string
  actionsFor: (disk: Disk) => RequestItem[]
}

/** A short, unpaginated table of the disks attached to one instance. */
export function DiskTable({ label, disks, empty, actionsFor }: Props) {
  return (
    <Table aria-label={label}>
      <THead>
        <Tr>
          <Th>Name</Th>
          <Th>State</Th>
          <Th numeric>Size</Th>
          <Th>Device</Th>
          <Th>Created</Th>
          <Th actions>
            <span className="visually-hidden">Actions</span>
          </Th>
        </Tr>
      </THead>
      <TBody>
        {disks.length === 0 && (
          <Tr>
            <Td colSpan={6} className={s.emptyRow}>
              {empty}
            </Td>
          </Tr>
        )}
        {disks.map((disk) => (
          <Tr key={disk.id}>
            <Td className="mono">{disk.name}</Td>
            <Td>
              <DiskStateBadge state={disk.state.state} />
            </Td>
            <Td numeric>{formatBytes(disk.size)}</Td>
            <Td className="mono">{disk.devicePath}</Td>
            <Td>
              <RelativeTime date={disk.timeCreated} />
            </Td>
            <Td actions>
              <ActionMenu
                label={`Actions for disk ${disk.name}`}
                items={withShowRequests(`disk ${disk.name}`, actionsFor(disk))}
              />
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  )
}
