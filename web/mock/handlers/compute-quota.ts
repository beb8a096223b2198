import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { engineeringSilo } from '~mock/fixtures/silos'
import { GiB } from './compute-common'

type Quota = { silo_id: string; cpus: number; memory: number; storage: number }

/** Instance states that hold a VMM, whose CPUs and memory count against the silo's quota (as in Nexus). */
const ACTIVE = new Set(['starting', 'running', 'stopping', 'rebooting', 'migrating', 'repairing'])

/** The silo a project belongs to; seeded projects carry none and live in `engineering`. */
export function siloOfProject(projectId: string): string {
  const project = db.projects.find((p) => p.id === projectId) as { silo_id?: string } | undefined
  return project?.silo_id ?? engineeringSilo.id
}

/** Silo quotas belong to another area; read them only if that table exists (a list or a map by silo id). */
function quotaOf(siloId: string): Quota | undefined {
  const table = (db as unknown as { siloQuotas?: unknown }).siloQuotas
  if (Array.isArray(table)) return table.find((q: Quota) => q.silo_id === siloId)
  if (table && typeof table === 'object') return (table as Record<string, Quota | undefined>)[siloId]
  return undefined
}

/** What the silo has provisioned: CPUs and memory of instances with a VMM, every disk and snapshot. */
export function provisioned(siloId: string) {
  const inSilo = (row: { project_id: string }) => siloOfProject(row.project_id) === siloId
  const active = db.instances.filter((i) => inSilo(i) && ACTIVE.has(i.run_state))
  const sum = (rows: { size: number }[]) => rows.reduce((total, row) => total + row.size, 0)
  return {
    cpus: active.reduce((total, i) => total + i.ncpus, 0),
    memory: active.reduce((total, i) => total + i.memory, 0),
    storage: sum(db.disks.filter(inSilo)) + sum(db.snapshots.filter(inSilo)),
  }
}

const fmt = (bytes: number) => `${Math.round((bytes / GiB) * 100) / 100} GiB`

/** 400 when adding `extra` would exceed the silo's quota; nothing is checked for a silo without quotas. */
export function checkQuota(
  siloId: string,
  extra: { cpus?: number; memory?: number; storage?: number },
): void {
  const quota = quotaOf(siloId)
  if (!quota) return
  const used = provisioned(siloId)
  if (extra.cpus && used.cpus + extra.cpus > quota.cpus) {
    throw badRequest(`Insufficient capacity: the silo's quota of ${quota.cpus} vCPUs would be exceeded`)
  }
  if (extra.memory && used.memory + extra.memory > quota.memory) {
    throw badRequest(
      `Insufficient capacity: the silo's memory quota of ${fmt(quota.memory)} would be exceeded`,
    )
  }
  if (extra.storage && used.storage + extra.storage > quota.storage) {
    throw badRequest(
      `Insufficient capacity: the silo's storage quota of ${fmt(quota.storage)} would be exceeded`,
    )
  }
}
