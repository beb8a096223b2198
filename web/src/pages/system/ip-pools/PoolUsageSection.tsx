import { useApiQuery } from '~/api'
import type { IpPoolRange } from '~/api/__generated__/Api'
import { addressCount } from '~/util/ip'
import s from './ip-pools.module.css'
import { PoolUtilizationBar } from './PoolUtilizationBar'
import { poolUsage } from './pool-usage'
import { ipPoolRangeList, ipPoolUtilization } from './queries'

/** The pool's capacity counted exactly from its ranges, or null while they are not all known. */
function capacityOf(ranges: { items: IpPoolRange[]; nextPage?: string | null } | undefined): bigint | null {
  if (!ranges || ranges.nextPage) return null
  let total = 0n
  for (const { range } of ranges.items) {
    const size = addressCount(range)
    if (size === null) return null
    total += size
  }
  return total
}

/** The pool's utilization bar, from the utilization endpoint and, for an exact capacity, the pool's ranges. */
export function PoolUsageSection({ pool }: { pool: string }) {
  const { data: utilization, error } = useApiQuery(ipPoolUtilization(pool))
  const { data: ranges } = useApiQuery(ipPoolRangeList(pool).all())
  if (error) {
    return (
      <section className={s.usage} aria-label="Addresses">
        <p className={s.exact}>Could not load how many addresses are in use: {error.message}</p>
      </section>
    )
  }
  if (!utilization) return null
  return <PoolUtilizationBar usage={poolUsage(utilization, capacityOf(ranges))} />
}
