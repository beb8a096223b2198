/**
 * The clock of the simulated state machines (instances starting, disks and snapshots settling, support
 * bundles collecting, webhook retries, update rollouts). Tests either use fake timers
 * (`vi.useFakeTimers()` + `vi.advanceTimersByTimeAsync`) or `setTimeScale(0)`.
 */

let scale = 1
const pending = new Set<ReturnType<typeof setTimeout>>()

/** Multiply every delay; 0 makes transitions happen on the next macrotask. */
export function setTimeScale(factor: number): void {
  scale = factor
}

/** Run `fn` after `ms` (scaled). Callbacks must check that their row is still in the db (see `alive`). */
export function after(ms: number, fn: () => void): ReturnType<typeof setTimeout> {
  const timer = setTimeout(() => {
    pending.delete(timer)
    fn()
  }, ms * scale)
  pending.add(timer)
  return timer
}

export function cancel(timer: ReturnType<typeof setTimeout>): void {
  clearTimeout(timer)
  pending.delete(timer)
}

/** Drop every pending transition and the scale; call alongside `resetDb()` (stale callbacks are no-ops anyway). */
export function resetTimers(): void {
  for (const timer of pending) clearTimeout(timer)
  pending.clear()
  scale = 1
}

/** Is this row still in the live table? A delete, or a db reset that swaps every table, takes it out. */
export function alive<T>(table: readonly T[], row: T): boolean {
  return table.includes(row)
}
