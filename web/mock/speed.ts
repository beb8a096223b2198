import { previewSetting } from './preview-setting'
import { setTimeScale } from './toolkit/timers'

/**
 * How fast the preview plays the mock's simulated changes (instances starting and stopping, disks and snapshots
 * settling, the serial console's boot log, support bundles collecting, webhook retries, update rollouts):
 * `?mock-speed=10` in the page URL, or `localStorage['mock-speed']`, plays them ten times faster. Read once, as
 * the mock starts; the URL wins.
 */
export const SPEED_KEY = 'mock-speed'

/** The fastest the clock may run: beyond it, a change would settle before the page could show it started. */
export const MAX_SPEED = 100

/** `10` or `2.5`: a speed from above 0 up to MAX_SPEED; null for anything else. */
export function parseSpeed(spec: string): number | null {
  if (!/^\s*\d+(\.\d+)?\s*$/.test(spec)) return null
  const speed = Number(spec)
  return speed > 0 && speed <= MAX_SPEED ? speed : null
}

/** The speed the page asks for, from its URL or its storage; 1 when it asks for none or for one out of range. */
export function chosenSpeed(): number {
  const spec = previewSetting(SPEED_KEY)
  return (spec === null ? null : parseSpeed(spec)) ?? 1
}

/** Runs the mock's clock at the speed the page asks for. */
export function applyChosenSpeed(): void {
  setTimeScale(1 / chosenSpeed())
}
