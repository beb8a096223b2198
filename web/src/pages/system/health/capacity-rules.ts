import type { IpPool, IpPoolUtilization, SiloUtilization } from '~/api/__generated__/Api'
import { formatBytes, formatNumber, formatPercent } from '~/util/format'
import { pb } from '~/util/paths'
import { count, type HealthItem } from './health-item'

/** From this share used (90 %), an IP pool or a silo's quota is close enough to full to act on. */
export const NEARLY_FULL = 0.9

/** A pool and its counts (floats: an IPv6 pool's can pass 2^53). */
export type PoolReport = { pool: IpPool; utilization: IpPoolUtilization }

/**
 * IP pools 90 % used or more (a warning) or full (critical). A pool without ranges holds nothing to run out of.
 * The API keeps no time of its allocations, so there is no since.
 */
export function poolItems(reports: readonly PoolReport[]): HealthItem[] {
  return reports.flatMap(({ pool, utilization: { capacity, remaining } }): HealthItem[] => {
    if (capacity <= 0) return []
    const used = capacity - remaining
    if (used / capacity < NEARLY_FULL) return []
    const full = remaining <= 0
    return [
      {
        key: `pool ${pool.id}`,
        severity: full ? 'critical' : 'warning',
        title: full
          ? `IP pool ${pool.name} is full`
          : `IP pool ${pool.name} is ${formatPercent((used / capacity) * 100)} used`,
        detail: `${formatNumber(used)} of ${formatNumber(capacity)} addresses are allocated${
          full ? ': nothing more can be given out' : `, ${formatNumber(remaining)} remain`
        }. Add a range to the pool, or free addresses.`,
        when: null,
        link: { to: pb.ipPool({ pool: pool.name }), label: `Open IP pool ${pool.name}` },
      },
    ]
  })
}

export const poolsChecked = (reports: readonly PoolReport[]) => count(reports.length, 'IP pool')

const RESOURCES = [
  { key: 'cpus', name: 'CPU', amount: (n: number) => count(n, 'vCPU') },
  { key: 'memory', name: 'memory', amount: formatBytes },
  { key: 'storage', name: 'storage', amount: formatBytes },
] as const

/**
 * Silos that have provisioned 90 % of a quota or more (a warning), or all of it (critical: nothing more of it can
 * be provisioned). One item per silo and resource. A quota of nothing with nothing provisioned is not judged.
 */
export function quotaItems(silos: readonly SiloUtilization[]): HealthItem[] {
  return silos.flatMap((silo) =>
    RESOURCES.flatMap(({ key, name, amount }): HealthItem[] => {
      const quota = silo.allocated[key]
      const used = silo.provisioned[key]
      if (used <= 0 || (quota > 0 && used / quota < NEARLY_FULL)) return []
      const full = used >= quota
      return [
        {
          key: `quota ${silo.siloId} ${key}`,
          severity: full ? 'critical' : 'warning',
          title: full
            ? `Silo ${silo.siloName} has used all of its ${name} quota`
            : `Silo ${silo.siloName} has used ${formatPercent((used / quota) * 100)} of its ${name} quota`,
          detail: `${amount(used)} provisioned of ${amount(quota)}${
            full ? ': nothing more can be provisioned until usage falls or the quota is raised' : ''
          }.`,
          when: null,
          link: {
            to: pb.siloQuotas({ silo: silo.siloName }),
            label: `Open the quotas of silo ${silo.siloName}`,
          },
        },
      ]
    }),
  )
}

export const quotasChecked = (silos: readonly SiloUtilization[]) =>
  `the quotas of ${count(silos.length, 'silo')}`
