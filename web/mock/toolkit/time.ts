/** Timestamps as the API writes them (ISO 8601 in UTC). */

export function now(): string {
  return new Date().toISOString()
}

/** `ms` milliseconds before now. */
export function msBeforeNow(ms: number): string {
  return new Date(Date.now() - ms).toISOString()
}

/**
 * Activity fixtures (audit log, deliveries, sessions, bundles) are dated relative to when the mock loads, so
 * the preview always shows recent activity.
 */
const LOADED_AT = Date.now()

/** `minutes` before the mock loaded. */
export function minutesAgo(minutes: number): string {
  return new Date(LOADED_AT - minutes * 60_000).toISOString()
}

export function secondsAfter(iso: string, seconds: number): string {
  return new Date(new Date(iso).getTime() + seconds * 1000).toISOString()
}
