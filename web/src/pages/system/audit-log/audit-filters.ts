import type { AuditLogEntry } from '~/api/__generated__/Api'
import { formatDate, formatDateTime, formatNumber, formatTime } from '~/util/format'
import { type ActorDirectory, actorText, describeActor, type ResultKind, resultText } from './audit-entry'

/**
 * Filters over the entries loaded so far (the API filters by time only), kept in the URL beside the range:
 * `?actor=silo_user:<id>&op=instance_create&result=error&q=web-1`.
 */
export type AuditFilters = {
  actor: string | null
  operation: string | null
  result: ResultKind | null
  text: string
}

export const NO_FILTERS: AuditFilters = { actor: null, operation: null, result: null, text: '' }

/** The URL entry of each filter. */
export const FILTER_PARAMS = { actor: 'actor', operation: 'op', result: 'result', text: 'q' } as const

const RESULT_KINDS: ResultKind[] = ['success', 'error', 'unknown']

export const RESULT_LABELS: Record<ResultKind, string> = {
  success: 'Succeeded',
  error: 'Failed',
  unknown: 'Unknown',
}

export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const result = search.get(FILTER_PARAMS.result)
  return {
    actor: search.get(FILTER_PARAMS.actor) || null,
    operation: search.get(FILTER_PARAMS.operation) || null,
    result: RESULT_KINDS.find((k) => k === result) ?? null,
    text: search.get(FILTER_PARAMS.text) ?? '',
  }
}

export const isFiltered = (f: AuditFilters) =>
  f.actor !== null || f.operation !== null || f.result !== null || f.text.trim() !== ''

/** Everything the text filter looks through: what the table shows and the IDs and messages the sheet adds. */
function searchable(e: AuditLogEntry, dir: ActorDirectory): string {
  const actor = describeActor(e.actor, dir)
  const message = e.result.kind === 'error' ? e.result.errorMessage : ''
  return [
    e.operationId,
    e.requestUri,
    e.requestId,
    e.id,
    e.sourceIp,
    e.userAgent ?? '',
    actorText(actor),
    actor.id ?? '',
    resultText(e.result),
    message,
  ]
    .join('\n')
    .toLowerCase()
}

/** The entries that pass every filter, in the order given. */
export function applyFilters(
  entries: readonly AuditLogEntry[],
  f: AuditFilters,
  dir: ActorDirectory,
): AuditLogEntry[] {
  const words = f.text.trim().toLowerCase().split(/\s+/).filter(Boolean)
  return entries.filter((e) => {
    if (f.operation !== null && e.operationId !== f.operation) return false
    if (f.result !== null && e.result.kind !== f.result) return false
    if (f.actor !== null && describeActor(e.actor, dir).key !== f.actor) return false
    if (words.length === 0) return true
    const text = searchable(e, dir)
    return words.every((w) => text.includes(w))
  })
}

export type FilterOption = { value: string; label: string }

/** The actors and operations among the loaded entries, for the filters' choices, sorted by label. */
export function filterOptions(entries: readonly AuditLogEntry[], dir: ActorDirectory) {
  const actors = new Map<string, string>()
  const operations = new Set<string>()
  for (const e of entries) {
    const actor = describeActor(e.actor, dir)
    actors.set(actor.key, actorText(actor))
    operations.add(e.operationId)
  }
  const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label)
  return {
    actors: [...actors].map(([value, label]) => ({ value, label })).sort(byLabel),
    operations: [...operations].map((op) => ({ value: op, label: op })).sort(byLabel),
  }
}

/** `Nov 27, 2026, 09:00 to 10:00`, or with both dates when the span crosses midnight. */
export function formatSpan(from: number, to: number): string {
  const sameDay = formatDate(from) === formatDate(to)
  return `${formatDateTime(from)} to ${sameDay ? formatTime(to) : formatDateTime(to)}`
}

const entries = (n: number) => `${formatNumber(n)} ${n === 1 ? 'entry' : 'entries'}`

export type SummaryInput = {
  /** Entries the filters let through. */
  shown: number
  loaded: number
  /** The span the loaded entries cover: the window's end back to the oldest loaded (or the start, once all are). */
  from: number
  to: number
  /** Every page of the window is loaded. */
  complete: boolean
  filtered: boolean
}

/** What the table holds, in a sentence that says the filters apply to what is loaded and no further. */
export function filterSummary({ shown, loaded, from, to, complete, filtered }: SummaryInput): string {
  const span = formatSpan(from, to)
  if (!filtered) {
    return complete
      ? `${entries(loaded)} from ${span}, newest first.`
      : `${entries(loaded)} loaded, from ${span}, newest first; load more for older entries.`
  }
  const match = shown === 1 ? '1 entry matches' : `${entries(shown)} match`
  return complete
    ? `Filtering all ${entries(loaded)} from ${span}: ${match}.`
    : `Filtering the ${entries(loaded)} loaded, from ${span}: ${match}. Load more to search further.`
}
