import { Link } from '~/components/Link'
import { RelativeTime } from '~/components/RelativeTime'
import { formatDate, formatDateTime } from '~/util/format'
import s from './health.module.css'
import type { HealthItem } from './health-item'
import { SeverityBadge } from './SeverityBadge'

/** A time past as how long ago ('5m ago'), one to come as its date: a certificate's day counts in its title. */
function When({ date }: { date: Date }) {
  if (date.getTime() <= Date.now()) return <RelativeTime date={date} />
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)}>
      {formatDate(date)}
    </time>
  )
}

/** One thing that needs attention: how serious, what, since when, and the way to the page that deals with it. */
export function HealthItemView({ item }: { item: HealthItem }) {
  return (
    <li className={s.item}>
      <h3 className={`${s.row} ${s.itemTitle}`}>
        <SeverityBadge severity={item.severity} /> {item.title}
      </h3>
      <p className={s.secondary}>{item.detail}</p>
      <p className={`${s.row} ${s.secondary}`}>
        {item.when && (
          <span>
            {item.when.label} <When date={item.when.date} />
          </span>
        )}
        <Link to={item.link.to}>{item.link.label}</Link>
      </p>
    </li>
  )
}
