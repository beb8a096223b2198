import type { PhysicalDisk } from '~/api/__generated__/Api'
import type { LocalColumn } from '~/components/LocalTable'
import { CONSOLE_LOCALE } from '~/util/locale'
import { HardwareStateBadge, PolicyBadge } from './HardwareBadges'
import { formFactorLabel } from './hardware-labels'
import s from './inventory.module.css'

export const serials = new Intl.Collator(CONSOLE_LOCALE, { numeric: true })

/**
 * What the physical disk tables show of each disk, but its sled: the rack's disk table adds that. The rack's
 * table sorts by id (the API's order) or serial; a sled's, paged by the API, shows the API's order.
 */
export const diskColumns: LocalColumn<PhysicalDisk>[] = [
  {
    header: 'ID',
    sort: { key: 'id', compare: (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) },
    cell: (d) => (
      <span className={`mono truncate ${s.id}`} title={d.id}>
        {d.id}
      </span>
    ),
  },
  { header: 'Form factor', cell: (d) => formFactorLabel(d.formFactor) },
  { header: 'Model', cell: (d) => <span className={`mono ${s.nowrap}`}>{d.model}</span> },
  {
    header: 'Serial',
    sort: { key: 'serial', compare: (a, b) => serials.compare(a.serial, b.serial) },
    cell: (d) => <span className="mono">{d.serial}</span>,
  },
  { header: 'Policy', cell: (d) => <PolicyBadge policy={d.policy} /> },
  { header: 'State', cell: (d) => <HardwareStateBadge state={d.state} /> },
]
