import type { SiloIpPool } from '~/api/__generated__/Api'

/**
 * The name of the pool an address came from. A pool the silo no longer links is not in the silo's list, so its
 * id is all there is to show.
 */
export function PoolName({ id, pools }: { id: string; pools: readonly SiloIpPool[] }) {
  const pool = pools.find((p) => p.id === id)
  return <span className="mono">{pool?.name ?? id}</span>
}
