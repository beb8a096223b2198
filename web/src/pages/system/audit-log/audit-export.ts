import type { AuditLogEntry } from '~/api/__generated__/Api'
import { type ActorDirectory, describeActor, durationMs } from './audit-entry'

// Exports of the loaded entries: JSON lines in the API's own shape (snake_case keys, ISO 8601 times, one entry a
// line), and CSV with one column per field and the names the page shows beside the IDs.

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** A value as the API writes it: snake_case keys, dates as ISO 8601, nothing left undefined. */
function toWire(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(toWire)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [snake(k), toWire(v)]),
    )
  }
  return value
}

/** One JSON object a line, each ending in a newline. */
export function toJsonLines(entries: readonly AuditLogEntry[]): string {
  return entries.map((e) => `${JSON.stringify(toWire(e))}\n`).join('')
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or spaces at either end, with
 * quotes doubled. A text that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return) gets a leading `'`, so opening an export never runs what a request put in the log.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export const CSV_COLUMNS = [
  'time_completed',
  'time_started',
  'duration_ms',
  'actor_kind',
  'actor',
  'actor_id',
  'silo',
  'operation_id',
  'request_uri',
  'result',
  'http_status_code',
  'error_code',
  'error_message',
  'source_ip',
  'user_agent',
  'auth_method',
  'request_id',
  'id',
] as const

function csvRow(e: AuditLogEntry, dir: ActorDirectory): (string | number | null | undefined)[] {
  const actor = describeActor(e.actor, dir)
  const r = e.result
  return [
    e.timeCompleted.toISOString(),
    e.timeStarted.toISOString(),
    durationMs(e),
    e.actor.kind,
    actor.name,
    actor.id,
    actor.silo,
    e.operationId,
    e.requestUri,
    r.kind,
    r.kind === 'unknown' ? null : r.httpStatusCode,
    r.kind === 'error' ? r.errorCode : null,
    r.kind === 'error' ? r.errorMessage : null,
    e.sourceIp,
    e.userAgent,
    e.authMethod,
    e.requestId,
    e.id,
  ]
}

/** A header line, then one line a entry, lines ending in CRLF as RFC 4180 has them. */
export function toCsv(entries: readonly AuditLogEntry[], dir: ActorDirectory): string {
  const lines = [CSV_COLUMNS.join(','), ...entries.map((e) => csvRow(e, dir).map(csvField).join(','))]
  return lines.map((l) => `${l}\r\n`).join('')
}

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace(':', '')

/** `audit-log-2026-11-26T0900-2026-11-27T0900.csv`: the span in UTC, so names sort and never clash by zone. */
export const exportFileName = (from: number, to: number, ext: 'csv' | 'jsonl') =>
  `audit-log-${stamp(from)}-${stamp(to)}.${ext}`

/** Hands a text to the browser as a download, through a Blob URL that is let go once the download has it. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.style.display = 'none'
  document.body.append(a)
  a.click()
  a.remove()
  // revoked on the next turn: the click has started the download by then
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
