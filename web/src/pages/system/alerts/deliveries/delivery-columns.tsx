import type { AlertDelivery } from '~/api/__generated__/Api'
import type { Column } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import s from '~/pages/system/alerts/alerts.module.css'
import { describeAttempt, STATE_LOOK, TRIGGER_LABEL } from '~/pages/system/alerts/delivery-summary'
import { Badge } from '~/ui/Badge'
import { formatDateTime } from '~/util/format'

/** Every attempt of a delivery, oldest first: when it went out and what came back. */
function Attempts({ delivery }: { delivery: AlertDelivery }) {
  const attempts = delivery.attempts.webhook
  if (attempts.length === 0) return <span className={s.muted}>Not attempted yet</span>
  return (
    <ol className={s.attempts} aria-label={`Attempts of delivery ${delivery.id}`}>
      {attempts.map((a) => (
        <li key={a.attempt}>
          #{a.attempt} {formatDateTime(a.timeSent, { seconds: true })}: {describeAttempt(a)}
        </li>
      ))}
    </ol>
  )
}

export const deliveryColumns: Column<AlertDelivery>[] = [
  { header: 'Alert class', cell: (d) => <span className="mono">{d.alertClass}</span> },
  { header: 'Trigger', cell: (d) => TRIGGER_LABEL[d.trigger] },
  {
    header: 'State',
    cell: (d) => (
      <Badge color={STATE_LOOK[d.state].color} spinner={d.state === 'pending'}>
        {STATE_LOOK[d.state].label}
      </Badge>
    ),
  },
  { header: 'Started', cell: (d) => <RelativeTime date={d.timeStarted} /> },
  { header: 'Attempts', cell: (d) => <Attempts delivery={d} /> },
]
