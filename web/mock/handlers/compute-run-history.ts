import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { VMM_STATES } from '~mock/toolkit/run-states'
import { rowById, rowsWhere } from '~mock/toolkit/table-index'

/** [start, end) in ms since the epoch; `end` is Infinity while the run lasts. */
export type Span = [number, number]

/**
 * Brings the instance's run history up to date with its state: a run opens when it gets a VMM and closes when
 * it loses it, at the time its state changed.
 */
export function recordRunState(instance: Json<Api.Instance>): void {
  const open = rowsWhere(db.instanceRuns, 'instance_id', instance.id).find((r) => r.end === null)
  const hasVmm = VMM_STATES.has(instance.run_state)
  if (hasVmm && !open) {
    const start = instance.time_run_state_updated ?? instance.time_created
    db.instanceRuns.push({ instance_id: instance.id, start, end: null })
  } else if (!hasVmm && open) {
    open.end = instance.time_run_state_updated ?? new Date().toISOString()
  }
}

/** Where the instance ran, oldest first. Changes of state made without `recordRunState` are caught up here. */
export function runsOf(instanceId: string): Span[] {
  const instance = rowById(db.instances, instanceId)
  if (instance) recordRunState(instance)
  return rowsWhere(db.instanceRuns, 'instance_id', instanceId)
    .map((r): Span => [Date.parse(r.start), r.end === null ? Number.POSITIVE_INFINITY : Date.parse(r.end)])
    .sort((a, b) => a[0] - b[0])
}

/** The parts of [from, to) the spans cover. */
export function overlap(spans: readonly Span[], from: number, to: number): Span[] {
  return spans.flatMap(([a, b]): Span[] => {
    const lo = Math.max(a, from)
    const hi = Math.min(b, to)
    return lo < hi ? [[lo, hi]] : []
  })
}

export const isWithin = (spans: readonly Span[], t: number) => spans.some(([a, b]) => a <= t && t < b)
