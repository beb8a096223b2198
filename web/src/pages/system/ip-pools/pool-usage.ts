import type { IpPoolUtilization } from '~/api/__generated__/Api'
import { countFromApi, isExactFromApi } from '~/util/address-count'

/** A pool's addresses, counted in bigints: what its utilization bar shows. */
export type PoolUsage = {
  capacity: bigint
  allocated: bigint
  remaining: bigint
  /** Whether `capacity` is the true count (from the ranges, or small enough that the API sent it exactly). */
  capacityExact: boolean
  /** Whether `allocated` and `remaining` are true counts: past 2^53 the API sends rounded floats. */
  allocationExact: boolean
}

/**
 * The pool's counts. The API sends capacity and remaining as floats, which hold every integer only up to 2^53, so
 * they become bigints before any arithmetic, and the capacity counted from the pool's ranges (exact at any size)
 * replaces the API's when the whole list of ranges is known.
 */
export function poolUsage(utilization: IpPoolUtilization, capacityFromRanges: bigint | null): PoolUsage {
  const apiCapacity = countFromApi(utilization.capacity)
  const apiRemaining = countFromApi(utilization.remaining)
  const capacity = capacityFromRanges ?? apiCapacity
  const inUse = apiCapacity - apiRemaining
  const allocated = inUse < 0n ? 0n : inUse > capacity ? capacity : inUse
  return {
    capacity,
    allocated,
    remaining: capacity - allocated,
    capacityExact: capacityFromRanges !== null || isExactFromApi(utilization.capacity),
    allocationExact: isExactFromApi(utilization.capacity) && isExactFromApi(utilization.remaining),
  }
}
