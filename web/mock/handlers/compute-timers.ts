/**
 * Durations of the compute and storage state machines, in ms. They read as realistic in the preview; tests
 * scale or fake them through the timers in toolkit/timers.ts.
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
