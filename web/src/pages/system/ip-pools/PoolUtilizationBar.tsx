import { useId } from 'react'
import { formatCount, formatCountExact, isShortened, percentOf } from '~/util/address-count'
import s from './ip-pools.module.css'
import type { PoolUsage } from './pool-usage'

/** `14.1%`, or `<0.1%` for a pool with a few addresses in use out of very many, which is not none. */
function percentText(allocated: bigint, capacity: bigint): string {
  const percent = percentOf(allocated, capacity)
  return percent === 0 && allocated > 0n ? '<0.1%' : `${percent}%`
}

/** How much of the pool is allocated: a bar, the counts as people read them and, when shortened, every digit. */
export function PoolUtilizationBar({ usage }: { usage: PoolUsage }) {
  const headingId = useId()
  const { capacity, allocated, remaining } = usage
  const percent = percentOf(allocated, capacity)
  const about = usage.allocationExact ? '' : 'about '
  return (
    <section className={s.usage} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.usageHeading}>
        Addresses
      </h2>
      <meter
        className={s.meter}
        aria-label="Addresses allocated"
        aria-valuetext={`${about}${formatCount(allocated)} of ${formatCount(capacity)} addresses allocated`}
        min={0}
        max={100}
        value={percent}
      />
      <p className={s.numbers}>
        <span>
          {about}
          {formatCount(allocated)} allocated of {formatCount(capacity)} ({percentText(allocated, capacity)})
        </span>
        <span>
          {about}
          {formatCount(remaining)} remaining
        </span>
      </p>
      {isShortened(capacity) && (
        <p className={s.exact}>
          Capacity: <span className="mono">{formatCountExact(capacity)}</span> addresses
          {usage.capacityExact ? '' : ', as rounded by the API'}
        </p>
      )}
      {!usage.allocationExact && (
        <p className={s.exact}>
          The API sends counts beyond 2^53 rounded to the nearest float, so how many are allocated is
          approximate.
        </p>
      )}
      {capacity === 0n && (
        <p className={s.exact}>The pool has no addresses yet: add a range to give it some.</p>
      )}
    </section>
  )
}
