import type * as Api from '~/api/__generated__/Api'
import { db } from '~mock/db'
import { siloIdOfProject } from '~mock/toolkit/silos-and-projects'
import { isWithin, runsOf } from './compute-run-history'

/**
 * What was provisioned in the fleet (`siloId` null), a silo, or one project of it, at any moment: the vCPUs and
 * memory of instances that had a VMM then, and the storage of disks and snapshots that existed then. At the
 * present it equals `provisioned()`, since instances have a VMM exactly in the states that count.
 */
export function provisionedHistory(
  metric: Api.SystemMetricName,
  siloId: string | null,
  projectId?: string,
): (ms: number) => number {
  const counts = (row: { project_id: string }) =>
    projectId ? row.project_id === projectId : siloId === null || siloIdOfProject(row.project_id) === siloId
  if (metric === 'virtual_disk_space_provisioned') {
    const stored = [
      ...db.disks.filter((d) => counts(d) && d.state.state !== 'destroyed'),
      ...db.snapshots.filter(counts),
    ].map((row) => [Date.parse(row.time_created), row.size] as const)
    return (ms) => stored.reduce((sum, [created, size]) => (created <= ms ? sum + size : sum), 0)
  }
  const instances = db.instances
    .filter(counts)
    .map((i) => [runsOf(i.id), metric === 'cpus_provisioned' ? i.ncpus : i.memory] as const)
  return (ms) => instances.reduce((sum, [runs, amount]) => (isWithin(runs, ms) ? sum + amount : sum), 0)
}
