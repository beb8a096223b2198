import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { requireUser, siloOf } from '~mock/session'
import { paginated } from '~mock/toolkit/paginate'
import { VMM_STATES as PROVISIONED_STATES } from '~mock/toolkit/run-states'
import { lookupSilo, siloIdOfProject } from '~mock/toolkit/silos-and-projects'

type Counts = Json<Api.VirtualResourceCounts>

/**
 * What is provisioned in the silo (or one project of it, or the whole fleet when
 * `siloId` is null): CPU and memory of instances with a VMM, storage of every
 * disk and snapshot.
 */
export function provisioned(siloId: string | null, projectId?: string): Counts {
  const counts = (row: { project_id: string }) =>
    projectId ? row.project_id === projectId : siloId === null || siloIdOfProject(row.project_id) === siloId
  const total: Counts = { cpus: 0, memory: 0, storage: 0 }
  for (const instance of db.instances) {
    if (!counts(instance) || !PROVISIONED_STATES.has(instance.run_state)) continue
    total.cpus += instance.ncpus
    total.memory += instance.memory
  }
  for (const disk of db.disks)
    if (counts(disk) && disk.state.state !== 'destroyed') total.storage += disk.size
  for (const snapshot of db.snapshots) if (counts(snapshot)) total.storage += snapshot.size
  return total
}

/** A silo without a quota row can provision nothing, as in Nexus. */
export function quotasOf(siloId: string): Json<Api.SiloQuotas> {
  return (
    db.siloQuotas.find((q) => q.silo_id === siloId) ?? { silo_id: siloId, cpus: 0, memory: 0, storage: 0 }
  )
}

/** Nexus's check constraint on quota rows, in its words; null when the quotas are fine. */
export function negativeQuota(quotas: Counts): string | null {
  if (quotas.cpus < 0) return 'CPU quota must not be negative'
  if (quotas.memory < 0) return 'Memory quota must not be negative'
  if (quotas.storage < 0) return 'Storage quota must not be negative'
  return null
}

function siloUtilization(silo: Json<Api.Silo>): Json<Api.SiloUtilization> {
  const { cpus, memory, storage } = quotasOf(silo.id)
  return {
    silo_id: silo.id,
    silo_name: silo.name,
    allocated: { cpus, memory, storage },
    provisioned: provisioned(silo.id),
  }
}

export const quotaHandlers = {
  systemQuotasList({ query, ...ctx }) {
    fleetUser(ctx)
    const rows = db.silos.map((s) => quotasOf(s.id))
    return paginated(query, rows, { key: (q) => q.silo_id })
  },

  siloQuotasView({ path, ...ctx }) {
    fleetUser(ctx)
    return quotasOf(lookupSilo(path).id)
  },

  /**
   * As in Nexus, a quota may go below what the silo has provisioned: what runs keeps running, and nothing more can
   * be provisioned until usage falls under it. Only negative quotas are refused.
   */
  siloQuotasUpdate({ path, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const silo = lookupSilo(path)
    const current = quotasOf(silo.id)
    const next = {
      ...current,
      cpus: body.cpus ?? current.cpus,
      memory: body.memory ?? current.memory,
      storage: body.storage ?? current.storage,
    }
    const negative = negativeQuota(next)
    if (negative) throw badRequest(`Cannot update silo quota: ${negative}`)
    db.siloQuotas = [...db.siloQuotas.filter((q) => q.silo_id !== silo.id), next]
    return next
  },

  /** The caller's own silo: its quotas are the capacity. */
  utilizationView(ctx) {
    const silo = siloOf(requireUser(ctx))
    const { cpus, memory, storage } = quotasOf(silo.id)
    return { capacity: { cpus, memory, storage }, provisioned: provisioned(silo.id) }
  },

  siloUtilizationList({ query, ...ctx }) {
    fleetUser(ctx)
    const rows = db.silos.filter((s) => s.discoverable).map(siloUtilization)
    return paginated(query, rows, { id: (row) => row.silo_id, name: (row) => row.silo_name })
  },

  siloUtilizationView({ path, ...ctx }) {
    fleetUser(ctx)
    return siloUtilization(lookupSilo(path))
  },
} satisfies Partial<MSWHandlers>
