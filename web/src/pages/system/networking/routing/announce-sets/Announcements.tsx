import { useApiQuery } from '~/api'
import { compareAddresses } from '~/pages/system/networking/routing/address-order'
import { announcementList } from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'

/** A set's networks, one a line: read per row, so a list that cannot be read says so in its row only. */
export function Announcements({ set }: { set: string }) {
  const { data, error } = useApiQuery(announcementList(set))
  if (error) return <span className={s.muted}>Could not load</span>
  if (!data) return <span className={s.muted}>…</span>
  if (data.length === 0) return <span className={s.muted}>None</span>
  const networks = [...new Set(data.map((a) => a.network))].sort(compareAddresses)
  return (
    <ul className={s.lines}>
      {networks.map((n) => (
        <li key={n} className="mono">
          {n}
        </li>
      ))}
    </ul>
  )
}
