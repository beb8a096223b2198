import type { IpPoolRange } from '~/api/__generated__/Api'
import type { Column } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import { formatCount } from '~/util/address-count'
import { addressCount } from '~/util/ip'

/** What a pool's ranges table and the service pool's show: both ends, how many addresses, and when it was added. */
export const rangeColumns: Column<IpPoolRange>[] = [
  { header: 'First', cell: (r) => <span className="mono">{r.range.first}</span> },
  { header: 'Last', cell: (r) => <span className="mono">{r.range.last}</span> },
  {
    header: 'Addresses',
    cell: (r) => {
      const size = addressCount(r.range)
      return size === null ? '—' : formatCount(size)
    },
    numeric: true,
  },
  { header: 'Created', cell: (r) => <RelativeTime date={r.timeCreated} /> },
]
