import { type RefObject, useSyncExternalStore } from 'react'
import { PlainButton } from '~/ui/PlainButton'
import { Spinner } from '~/ui/Spinner'
import { capitalize } from '~/util/format'
import s from './BulkBar.module.css'
import { type BulkAction, type BulkActions, countOf, namesText } from './bulk-offer'
import type { BulkRun, RunRow } from './bulk-run'
import { runCounts, runFinished } from './bulk-run'

/** A bulk action under way or done, with the action it runs. */
export type Running = { action: BulkAction; run: BulkRun }

/** "Stopping 3 instances: 1 of 3 finished", "Stopped 3 instances", "Stopped 2 of 3 instances; 1 failed: web-2". */
export function summaryOf({ action, run }: Running, noun: BulkActions['noun']): string {
  const rows = run.rows()
  const counts = runCounts(rows)
  const all = countOf(rows.length, noun)
  if (!runFinished(rows)) {
    return `${action.doing} ${all}: ${counts.done + counts.failed} of ${rows.length} finished`
  }
  if (counts.failed === 0) return `${capitalize(action.done)} ${all}`
  const failed = rows.filter((r) => r.status === 'failed').map((r) => r.name)
  return `${capitalize(action.done)} ${counts.done} of ${all}; ${counts.failed} failed: ${namesText(failed)}`
}

function RowResult({ row }: { row: RunRow }) {
  switch (row.status) {
    case 'waiting':
      return <span className={s.waiting}>Waiting</span>
    case 'sending':
      return (
        <span className={s.sending}>
          <Spinner size="sm" decorative /> In progress
        </span>
      )
    case 'done':
      return <span className={s.done}>Done</span>
    case 'failed':
      return <span className={s.failed}>Failed: {row.error}</span>
  }
}

/** Each row of the last bulk action with its progress and result; the failed ones can be sent again. */
export function BulkResults(props: {
  running: Running
  noun: BulkActions['noun']
  headingRef: RefObject<HTMLHeadingElement | null>
  onRetry: () => void
  onDismiss: () => void
}) {
  const { running, noun, headingRef, onRetry, onDismiss } = props
  const rows = useSyncExternalStore(running.run.subscribe, running.run.rows)
  const finished = runFinished(rows)
  const failed = runCounts(rows).failed
  return (
    <section className={s.results} aria-labelledby={`bulk-results-${running.action.key}`}>
      <h2 id={`bulk-results-${running.action.key}`} ref={headingRef} tabIndex={-1} className={s.summary}>
        {summaryOf(running, noun)}
      </h2>
      {/* focusable, as it scrolls when the rows are many */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <ul className={s.rows} tabIndex={0} aria-label="Each row's result">
        {rows.map((row) => (
          <li key={row.key} className={s.row}>
            <span className="mono">{row.name}</span>
            <RowResult row={row} />
          </li>
        ))}
      </ul>
      {finished && (
        <div className={s.resultActions}>
          {failed > 0 && (
            <PlainButton variant="secondary" size="sm" onClick={onRetry}>
              Retry failed
            </PlainButton>
          )}
          <PlainButton variant="ghost" size="sm" onClick={onDismiss}>
            Dismiss
          </PlainButton>
        </div>
      )}
    </section>
  )
}
