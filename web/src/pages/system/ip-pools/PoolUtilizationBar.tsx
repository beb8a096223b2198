import { useId } from 'react'
import { formatCount, formatCountExact, isShortened, percentOf } from '~/util/address-count'
import { formatPercent } from '~/util/format'
import s from './ip-pools.module.css'
import type { PoolUsage } from './pool-usage'

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
          {formatCount(allocated)} allocated of {formatCount(capacity)} ({formatPercent(percent)})
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
