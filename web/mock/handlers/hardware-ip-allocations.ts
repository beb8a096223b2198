import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { engineeringSilo } from '~mock/fixtures/silos'
import { type Ip, type IpRange, inRange, parseIp, parseRange, rangeSize } from '~mock/toolkit/ip'
import { siloIdOfProject } from '~mock/toolkit/silos-and-projects'
import { rowById } from '~mock/toolkit/table-index'

/** An external address handed out from a pool: a floating IP, or an instance's ephemeral or SNAT IP. */
export type Allocation = { ip: Ip; ipPoolId: string; siloId: string }

function siloOf(projectId: string | undefined): string {
  return projectId ? siloIdOfProject(projectId) : engineeringSilo.id
}

/** Every address in use, read from the compute area's tables (empty until it fills them). */
export function allocations(): Allocation[] {
  const result: Allocation[] = []
  for (const fip of db.floatingIps ?? []) {
    const ip = parseIp(fip.ip)
    if (ip) result.push({ ip, ipPoolId: fip.ip_pool_id, siloId: siloOf(fip.project_id) })
  }
  for (const eip of db.ephemeralIps ?? []) {
    const ip = parseIp(eip.ip)
    const instance = db.instances ? rowById(db.instances, eip.instance_id) : undefined
    if (ip) result.push({ ip, ipPoolId: eip.ip_pool_id, siloId: siloOf(instance?.project_id) })
  }
  return result
}

/** Distinct addresses of a pool in use (SNAT addresses are shared by several instances). */
export function allocatedInPool(poolId: string): Ip[] {
  const seen = new Map<string, Ip>()
  for (const a of allocations()) {
    if (a.ipPoolId === poolId) seen.set(`${a.ip.version}:${a.ip.value}`, a.ip)
  }
  return [...seen.values()]
}

export function rangesOf(poolId: string): { row: Json<Api.IpPoolRange>; range: IpRange }[] {
  return db.ipPoolRanges
    .filter((r) => r.ip_pool_id === poolId)
    .flatMap((row) => {
      const range = parseRange(row.range)
      return range ? [{ row, range }] : []
    })
}

export function utilization(poolId: string): Json<Api.IpPoolUtilization> {
  const ranges = rangesOf(poolId).map((r) => r.range)
  const capacity = ranges.reduce((sum, r) => sum + rangeSize(r), 0n)
  // only addresses inside the pool's ranges count; anything else is a stale row
  const used = allocatedInPool(poolId).filter((ip) => ranges.some((r) => inRange(r, ip))).length
  return { capacity: Number(capacity), remaining: Number(capacity - BigInt(used)) }
}

/** The default pool of a silo, for areas that allocate addresses without a named pool. */
export function siloDefaultPool(siloId: string): Json<Api.IpPool> | null {
  const link = db.ipPoolSilos.find((l) => l.silo_id === siloId && l.is_default)
  return db.ipPools.find((p) => p.id === link?.ip_pool_id) ?? null
}
