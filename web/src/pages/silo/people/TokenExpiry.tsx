import { Badge } from '~/ui/Badge'
import { formatDateTime } from '~/util/format'

/** When a token stops working: Never, its date, or Expired beside the date it did. */
export function TokenExpiry({ date }: { date: Date | null | undefined }) {
  if (!date) return 'Never'
  const when = <time dateTime={date.toISOString()}>{formatDateTime(date)}</time>
  if (date.getTime() <= Date.now()) {
    return (
      <>
        <Badge color="danger">Expired</Badge> {when}
      </>
    )
  }
  return when
}
