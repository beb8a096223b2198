import type { Image } from '../../api/__generated__/Api'
import { formatBytes } from '../../util/format'
import type { Column } from '../QueryTable'
import { RelativeTime } from '../RelativeTime'

/** The columns of both image lists, project and silo. */
export const imageColumns: Column<Image>[] = [
  { header: 'Name', cell: (i) => <span className="mono">{i.name}</span> },
  { header: 'Description', cell: (i) => i.description || '—' },
  { header: 'OS', cell: (i) => i.os },
  { header: 'Version', cell: (i) => i.version },
  { header: 'Size', numeric: true, cell: (i) => formatBytes(i.size) },
  { header: 'Created', cell: (i) => <RelativeTime date={i.timeCreated} /> },
]
