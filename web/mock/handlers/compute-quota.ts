import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { formatGiB } from '~mock/toolkit/units'
import { provisioned } from './platform-quotas'

/** 400 when adding `extra` would exceed the silo's quota; nothing is checked for a silo without quotas. */
export function checkQuota(
  siloId: string,
  extra: { cpus?: number; memory?: number; storage?: number },
): void {
  const quota = db.siloQuotas.find((q) => q.silo_id === siloId)
  if (!quota) return
  const used = provisioned(siloId)
  if (extra.cpus && used.cpus + extra.cpus > quota.cpus) {
    throw badRequest(`Insufficient capacity: the silo's quota of ${quota.cpus} vCPUs would be exceeded`)
  }
  if (extra.memory && used.memory + extra.memory > quota.memory) {
    throw badRequest(
      `Insufficient capacity: the silo's memory quota of ${formatGiB(quota.memory)} would be exceeded`,
    )
  }
  if (extra.storage && used.storage + extra.storage > quota.storage) {
    throw badRequest(
      `Insufficient capacity: the silo's storage quota of ${formatGiB(quota.storage)} would be exceeded`,
    )
  }
}
