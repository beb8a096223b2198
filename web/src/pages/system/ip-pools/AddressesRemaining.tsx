import { useApiQuery } from '~/api'
import { countFromApi, formatCount } from '~/util/address-count'
import s from './ip-pools.module.css'
import { ipPoolUtilization } from './queries'

/** `412 of 480`: the pool's free addresses of all it holds, read per row so one failure stays in its row. */
export function AddressesRemaining({ pool }: { pool: string }) {
  const { data, error } = useApiQuery(ipPoolUtilization(pool))
  if (error) return <span className={s.muted}>Could not load</span>
  if (!data) return <span className={s.muted}>…</span>
  return (
    <span>
      {formatCount(countFromApi(data.remaining))} of {formatCount(countFromApi(data.capacity))}
    </span>
  )
}
