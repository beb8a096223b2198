import type { PhysicalDisk } from '~/api/__generated__/Api'
import type { Column } from '~/components/QueryTable'
import { HardwareStateBadge, PolicyBadge } from './HardwareBadges'
import { formFactorLabel } from './hardware-labels'
import s from './inventory.module.css'

/** What the physical disk tables show of each disk, but its sled: the rack's disk table adds that. */
export const diskColumns: Column<PhysicalDisk>[] = [
  {
    header: 'ID',
    cell: (d) => (
      <span className={`mono truncate ${s.id}`} title={d.id}>
        {d.id}
      </span>
    ),
  },
  { header: 'Form factor', cell: (d) => formFactorLabel(d.formFactor) },
  { header: 'Model', cell: (d) => <span className={`mono ${s.nowrap}`}>{d.model}</span> },
  { header: 'Serial', cell: (d) => <span className="mono">{d.serial}</span> },
  { header: 'Policy', cell: (d) => <PolicyBadge policy={d.policy} /> },
  { header: 'State', cell: (d) => <HardwareStateBadge state={d.state} /> },
]
