/**
 * Durations of the simulated state machines, in ms. They read as realistic in the preview; tests either use
 * fake timers (`vi.useFakeTimers()` + `vi.advanceTimersByTimeAsync`) or `setComputeTimeScale(0)`.
 */
export const COMPUTE_TIMINGS = {
  /** starting -> running */
  instanceStart: 2500,
  /** stopping -> stopped */
  instanceStop: 1500,
  /** rebooting -> running */
  instanceReboot: 2000,
  /** disk creating -> detached */
  diskCreate: 1500,
  /** disk finalizing -> detached */
  diskFinalize: 1000,
  /** snapshot creating -> ready */
  snapshotCreate: 2000,
  /** gap between two pieces of the serial console boot log */
  consoleChunk: 120,
} as const

let scale = 1
const pending = new Set<ReturnType<typeof setTimeout>>()

/** Multiply every duration above; 0 makes transitions happen on the next macrotask. */
export function setComputeTimeScale(factor: number): void {
  scale = factor
}

/** Run `fn` after `ms` (scaled). Callbacks must check that their row is still in the db. */
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

/** Drop every pending transition; for a db reset (stale callbacks are no-ops anyway) and the end of a test. */
export function resetComputeTimers(): void {
  for (const timer of pending) clearTimeout(timer)
  pending.clear()
  scale = 1
}
