import { formatDateTime, formatRelativeTime } from '~/util/format'

/** "5m ago", with the exact time for hover and assistive tech. */
export function RelativeTime({ date }: { date: Date }) {
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)}>
      {formatRelativeTime(date)}
    </time>
  )
}
