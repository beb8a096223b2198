import { useApiQuery } from '~/api'
import { Badge } from '~/ui/Badge'
import { Spinner } from '~/ui/Spinner'
import s from './alerts.module.css'
import { STATE_LOOK, summarizeDeliveries } from './delivery-summary'
import { latestDeliveries } from './queries'

/** A receiver's newest deliveries in a few words: the state of the last one, and how the others went. */
export function LatestDeliveries({ receiver }: { receiver: string }) {
  const { data, error } = useApiQuery(latestDeliveries(receiver))
  if (error && !data) return <span className={s.muted}>Could not read its deliveries</span>
  if (!data) return <Spinner size="sm" label={`Loading the deliveries of ${receiver}`} />
  const summary = summarizeDeliveries(data.items)
  if (!summary.latest) return <span className={s.muted}>{summary.text}</span>
  const look = STATE_LOOK[summary.latest]
  return (
    <span className={s.summary}>
      <Badge color={look.color}>last {look.label}</Badge>
      <span className={s.muted}>{summary.text}</span>
    </span>
  )
}
