import { usePrefetchedApiQuery } from '~/api'
import type { Sled } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { type LocalColumn, LocalTable } from '~/components/LocalTable'
import type { RouteHandle } from '~/components/route-handle'
import { EmptyState } from '~/ui/EmptyState'
import { InventoryIcon } from '~/ui/icons/resource-icons'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { HardwareStateBadge, SledPolicyBadges } from './HardwareBadges'
import s from './inventory.module.css'
import { useProvisionPolicyAction } from './provision-policy'
import { sledList } from './queries'
import { SLED_SORTS } from './sled-sorts'

export const handle: RouteHandle = { crumb: 'Sleds' }

const columns: LocalColumn<Sled>[] = [
  {
    header: 'ID',
    sort: SLED_SORTS.id,
    cell: (sled) => (
      <Link to={pb.sled({ sledId: sled.id })} className={`mono truncate ${s.id}`} title={sled.id}>
        {sled.id}
      </Link>
    ),
  },
  {
    header: 'Serial',
    sort: SLED_SORTS.serial,
    cell: (sled) => <span className="mono">{sled.baseboard.serial}</span>,
  },
  {
    // part and revision together name the hardware model, and one column keeps the table within the page
    header: 'Part',
    cell: (sled) => (
      <>
        <span className={`mono ${s.nowrap}`}>{sled.baseboard.part}</span>{' '}
        <span className={s.nowrap}>revision {sled.baseboard.revision}</span>
      </>
    ),
  },
  { header: 'Policy', sort: SLED_SORTS.policy, cell: (sled) => <SledPolicyBadges sled={sled} /> },
  { header: 'State', sort: SLED_SORTS.state, cell: (sled) => <HardwareStateBadge state={sled.state} /> },
  { header: 'Threads', numeric: true, sort: SLED_SORTS.threads, cell: (sled) => sled.usableHardwareThreads },
  {
    header: 'RAM',
    numeric: true,
    sort: SLED_SORTS.ram,
    cell: (sled) => <span className={s.nowrap}>{formatBytes(sled.usablePhysicalRam)}</span>,
  },
]

/**
 * The rack's sleds, sorted by any column (by serial unless the URL says otherwise). They are the list the rack
 * summary above reads whole, so the table sorts and pages them here rather than asking the API again.
 */
export default function SledsTab() {
  const read = usePrefetchedApiQuery(sledList().all())
  const provisionAction = useProvisionPolicyAction()
  const rowActions = (sled: Sled) => [provisionAction(sled)]
  return (
    <LocalTable
      rows={read.data.items}
      read={read}
      label="Sleds"
      columns={columns}
      defaultSort={SLED_SORTS.serial.key}
      rowKey={(sled) => sled.id}
      rowLabel={(sled) => `sled ${sled.baseboard.serial}`}
      rowActions={rowActions}
      emptyState={
        <EmptyState
          icon={<InventoryIcon />}
          title="No sleds"
          body="No sled has been added to the rack yet."
        />
      }
    />
  )
}
