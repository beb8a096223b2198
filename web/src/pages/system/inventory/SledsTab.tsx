import type { LoaderFunctionArgs } from 'react-router'
import { pageOfRequest, preload } from '~/api'
import type { Sled } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { type Column, QueryTable } from '~/components/QueryTable'
import type { RouteHandle } from '~/components/route-handle'
import { EmptyState } from '~/ui/EmptyState'
import { InventoryIcon } from '~/ui/icons/resource-icons'
import type { ActionMenuItem } from '~/ui/Menu'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { HardwareStateBadge, SledPolicyBadges } from './HardwareBadges'
import s from './inventory.module.css'
import { useProvisionPolicyAction } from './provision-policy'
import { sledList } from './queries'

export const handle: RouteHandle = { crumb: 'Sleds' }

export async function loader({ request }: LoaderFunctionArgs) {
  await preload(sledList().page(pageOfRequest(request)))
  return null
}

const columns: Column<Sled>[] = [
  {
    header: 'ID',
    cell: (sled) => (
      <Link to={pb.sled({ sledId: sled.id })} className={`mono truncate ${s.id}`} title={sled.id}>
        {sled.id}
      </Link>
    ),
  },
  { header: 'Serial', cell: (sled) => <span className="mono">{sled.baseboard.serial}</span> },
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
  { header: 'Policy', cell: (sled) => <SledPolicyBadges sled={sled} /> },
  { header: 'State', cell: (sled) => <HardwareStateBadge state={sled.state} /> },
  { header: 'Threads', numeric: true, cell: (sled) => sled.usableHardwareThreads },
  {
    header: 'RAM',
    numeric: true,
    cell: (sled) => <span className={s.nowrap}>{formatBytes(sled.usablePhysicalRam)}</span>,
  },
]

export default function SledsTab() {
  const provisionAction = useProvisionPolicyAction()
  const rowActions = (sled: Sled): ActionMenuItem[] => [{ key: 'provision-policy', ...provisionAction(sled) }]
  return (
    <QueryTable
      query={sledList()}
      label="Sleds"
      columns={columns}
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
