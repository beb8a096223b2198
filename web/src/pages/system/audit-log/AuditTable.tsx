import type { AuditLogEntry } from '~/api/__generated__/Api'
import { Badge } from '~/ui/Badge'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { formatDate, formatTime } from '~/util/format'
import { type ActorDirectory, describeActor, durationMs, formatDuration, resultText } from './audit-entry'
import s from './audit-log.module.css'

export function ResultBadge({ result }: { result: AuditLogEntry['result'] }) {
  const color = result.kind === 'success' ? 'success' : result.kind === 'error' ? 'danger' : 'neutral'
  return <Badge color={color}>{resultText(result)}</Badge>
}

/** The status as a badge, with the error code (or the word for it) under it: never color alone. */
function ResultCell({ result }: { result: AuditLogEntry['result'] }) {
  if (result.kind === 'unknown') return <Badge color="neutral">Unknown</Badge>
  const color = result.kind === 'success' ? 'success' : 'danger'
  const words = result.kind === 'success' ? 'Success' : result.errorCode || 'Error'
  return (
    <span className={s.result}>
      <Badge color={color}>{result.httpStatusCode}</Badge>
      <span className={s.secondary}>{words}</span>
    </span>
  )
}

function ActorCell({ entry, dir }: { entry: AuditLogEntry; dir: ActorDirectory }) {
  const actor = describeActor(entry.actor, dir)
  return (
    <>
      <div>{actor.name}</div>
      <span className={s.secondary}>{actor.silo ? `${actor.kind} · silo ${actor.silo}` : actor.kind}</span>
    </>
  )
}

/**
 * The entries the filters let through, newest first as read. A row's time is a button that opens the entry
 * (Tab and Enter); a click anywhere on the row does the same.
 */
export function AuditTable({
  entries,
  dir,
  openId,
  onOpen,
}: {
  entries: readonly AuditLogEntry[]
  dir: ActorDirectory
  openId: string | null
  onOpen: (id: string) => void
}) {
  return (
    <Table aria-label="Audit log entries">
      <THead>
        <Tr>
          <Th>Time</Th>
          <Th>Actor</Th>
          <Th>Operation</Th>
          <Th>Path</Th>
          <Th>Result</Th>
          <Th>Source</Th>
          <Th numeric>Duration</Th>
        </Tr>
      </THead>
      <TBody>
        {entries.map((e) => (
          <Tr
            key={e.id}
            className={s.entryRow}
            aria-selected={e.id === openId ? true : undefined}
            onClick={(event) => {
              // a selection of text in the row is the user copying, not opening
              if (window.getSelection()?.toString()) return
              if ((event.target as HTMLElement).closest('button')) return
              onOpen(e.id)
            }}
          >
            <Td>
              <button type="button" className={s.open} onClick={() => onOpen(e.id)}>
                <time dateTime={e.timeCompleted.toISOString()}>
                  <span>{formatTime(e.timeCompleted, { seconds: true })}</span>
                  <span className={s.secondary}>{formatDate(e.timeCompleted)}</span>
                </time>
              </button>
            </Td>
            <Td>
              <ActorCell entry={e} dir={dir} />
            </Td>
            <Td className="mono">{e.operationId}</Td>
            <Td className={`mono ${s.path}`}>{e.requestUri}</Td>
            <Td>
              <ResultCell result={e.result} />
            </Td>
            <Td className={`mono ${s.source}`}>{e.sourceIp}</Td>
            <Td numeric>{formatDuration(durationMs(e))}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  )
}
