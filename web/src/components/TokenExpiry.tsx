import { Badge } from '~/ui/Badge'
import { formatDateTime, formatRelativeTime } from '~/util/format'

/**
 * When a token stops working (an access token, a SCIM token): `Never`, a date with how far off it is, or that it
 * already has.
 */
export function TokenExpiry({ date }: { date: Date | null | undefined }) {
  if (!date) return 'Never'
  const when = (
    <time dateTime={date.toISOString()} title={formatDateTime(date)}>
      {formatRelativeTime(date)}
    </time>
  )
  if (date.getTime() <= Date.now()) {
    return (
      <>
        <Badge color="danger">Expired</Badge> {when}
      </>
    )
  }
  return (
    <>
      {formatDateTime(date)} ({when})
    </>
  )
}
