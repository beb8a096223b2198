import type { AuditLogEntry } from '~/api/__generated__/Api'
import { PlainButton } from '~/ui/PlainButton'
import { formatNumber } from '~/util/format'
import type { ActorDirectory } from './audit-entry'
import { downloadText, exportFileName, toCsv, toJsonLines } from './audit-export'
import s from './audit-log.module.css'

/** Downloads of every loaded entry (the filters narrow the table, not the export), as JSON lines or CSV. */
export function AuditExport({
  entries,
  dir,
  from,
  to,
}: {
  entries: readonly AuditLogEntry[]
  dir: ActorDirectory
  from: number
  to: number
}) {
  const what = `the ${formatNumber(entries.length)} loaded ${entries.length === 1 ? 'entry' : 'entries'}`
  return (
    <fieldset className={s.export} aria-label="Export">
      <PlainButton
        variant="secondary"
        size="sm"
        tooltip={`Download ${what} as JSON lines, one API entry a line`}
        onClick={() =>
          downloadText(toJsonLines(entries), exportFileName(from, to, 'jsonl'), 'application/x-ndjson')
        }
      >
        Export JSON lines
      </PlainButton>
      <PlainButton
        variant="secondary"
        size="sm"
        tooltip={`Download ${what} as CSV`}
        onClick={() => downloadText(toCsv(entries, dir), exportFileName(from, to, 'csv'), 'text/csv')}
      >
        Export CSV
      </PlainButton>
    </fieldset>
  )
}
