import type { AuditLogEntry } from '~/api/__generated__/Api'
import { CopyableId, type Property, PropertyList } from '~/ui/PropertyList'
import { SideModal } from '~/ui/SideModal'
import { formatDateTime } from '~/util/format'
import { ResultBadge } from './AuditTable'
import { type ActorDirectory, authMethodText, describeActor, durationMs, formatDuration } from './audit-entry'
import s from './audit-log.module.css'

const iso = (d: Date) => d.toISOString()

/** When, in the viewer's zone to the millisecond, with the UTC time the API wrote beside it. */
function Time({ date }: { date: Date }) {
  const ms = String(date.getMilliseconds()).padStart(3, '0')
  return (
    <span>
      <span>
        {formatDateTime(date, { seconds: true })}.{ms}
      </span>
      <span className={`mono ${s.secondary}`}>{iso(date)}</span>
    </span>
  )
}

function entryProperties(e: AuditLogEntry, dir: ActorDirectory): Property[] {
  const actor = describeActor(e.actor, dir)
  const r = e.result
  const properties: Property[] = [
    [
      'Operation',
      <span key="operation" className="mono">
        {e.operationId}
      </span>,
    ],
    ['Result', <ResultBadge key="result" result={r} />],
  ]
  if (r.kind === 'error') {
    properties.push([
      'Error code',
      r.errorCode ? (
        <span key="error-code" className="mono">
          {r.errorCode}
        </span>
      ) : (
        '—'
      ),
    ])
    properties.push(['Error message', r.errorMessage])
  }
  if (r.kind === 'unknown') {
    properties.push([
      'Note',
      'The result could not be written to the log when the request ended; the operation itself may have worked.',
    ])
  }
  properties.push(
    ['Request ID', <CopyableId key="request-id" id={e.requestId} label="Copy request ID" />],
    [
      'Path',
      <span key="path" className={`mono ${s.path}`}>
        {e.requestUri}
      </span>,
    ],
    ['Actor', actor.name],
    ['Actor kind', actor.kind],
  )
  if (actor.id)
    properties.push(['Actor ID', <CopyableId key="actor-id" id={actor.id} label="Copy actor ID" />])
  if (actor.silo) properties.push(['Silo', actor.silo])
  properties.push(
    ['Authenticated with', authMethodText(e.authMethod)],
    [
      'Source address',
      <span key="source-address" className="mono">
        {e.sourceIp}
      </span>,
    ],
    [
      'User agent',
      e.userAgent ? (
        <span key="user-agent" className={`mono ${s.path}`}>
          {e.userAgent}
        </span>
      ) : (
        '—'
      ),
    ],
    ['Started', <Time key="started" date={e.timeStarted} />],
    ['Completed', <Time key="completed" date={e.timeCompleted} />],
    ['Duration', formatDuration(durationMs(e))],
    ['Entry ID', <CopyableId key="entry-id" id={e.id} label="Copy entry ID" />],
  )
  return properties
}

/** Every field of one entry, the IDs copyable. */
export function AuditEntrySheet({
  entry,
  dir,
  onClose,
}: {
  entry: AuditLogEntry
  dir: ActorDirectory
  onClose: () => void
}) {
  return (
    <SideModal
      title="Audit log entry"
      subtitle={<span className="mono">{entry.operationId}</span>}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <PropertyList layout="list" properties={entryProperties(entry, dir)} />
    </SideModal>
  )
}
