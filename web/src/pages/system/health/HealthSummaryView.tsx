import s from './health.module.css'
import type { Summary } from './health-summary'

/**
 * The verdict over the whole page, at its top. It is a status region: a change found by a later check (a new
 * item, the last one gone) is said to screen readers without moving the focus.
 */
export function HealthSummaryView({ summary }: { summary: Summary }) {
  return (
    <div className={s.summary} data-tone={summary.tone} role="status">
      <p className={s.headline}>{summary.headline}</p>
      {summary.lines.map((line) => (
        <p key={line} className={s.secondary}>
          {line}
        </p>
      ))}
    </div>
  )
}
