import type { SiloUtilization } from '~/api/__generated__/Api'
import { copyIdItem } from '~/components/copy-id'
import { Link } from '~/components/Link'
import { type Column, QueryTable } from '~/components/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { SiloIcon } from '~/ui/icons/resource-icons'
import { formatBytes, formatNumber, formatPercent } from '~/util/format'
import { pb } from '~/util/paths'
import { siloUtilizationList } from './queries'
import s from './system-utilization.module.css'

/** From this share of its quota on, a silo's cell shows a meter, so the silos running out stand out. */
export const METER_THRESHOLD = 0.7

function Usage({ used, quota, format }: { used: number; quota: number; format: (n: number) => string }) {
  const share = quota > 0 ? used / quota : used > 0 ? 1 : 0
  const percent = formatPercent(share * 100)
  return (
    <div className={s.usage}>
      <span>
        {format(used)} <span className={s.of}>/ {format(quota)}</span>
      </span>
      {share >= METER_THRESHOLD && (
        <meter
          aria-label="Share of quota provisioned"
          min={0}
          max={100}
          value={Math.min(share * 100, 100)}
          aria-valuetext={`${percent} of quota`}
          title={`${percent} of quota`}
          className={s.meter}
        />
      )}
    </div>
  )
}

const vcpus = (n: number) => `${formatNumber(n)} vCPUs`

const columns: Column<SiloUtilization>[] = [
  {
    header: 'Silo',
    cell: (u) => (
      <Link to={pb.silo({ silo: u.siloName })} className="mono">
        {u.siloName}
      </Link>
    ),
  },
  {
    header: 'CPU provisioned / quota',
    cell: (u) => <Usage used={u.provisioned.cpus} quota={u.allocated.cpus} format={vcpus} />,
  },
  {
    header: 'Memory provisioned / quota',
    cell: (u) => <Usage used={u.provisioned.memory} quota={u.allocated.memory} format={formatBytes} />,
  },
  {
    header: 'Storage provisioned / quota',
    cell: (u) => <Usage used={u.provisioned.storage} quota={u.allocated.storage} format={formatBytes} />,
  },
]

/** Each silo's provisioned amounts against its quotas. */
export function SiloUtilizationTable() {
  return (
    <QueryTable
      query={siloUtilizationList()}
      label="Utilization by silo"
      columns={columns}
      rowKey={(u) => u.siloId}
      rowLabel={(u) => u.siloName}
      rowActions={(u) => [{ ...copyIdItem(u.siloId), key: 'copy-silo-id', label: 'Copy silo ID' }]}
      emptyState={<EmptyState icon={<SiloIcon />} title="No silos" body="This rack has no silos yet." />}
    />
  )
}
