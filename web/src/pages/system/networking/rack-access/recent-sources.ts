import type { AuditLogEntry } from '~/api/__generated__/Api'

/**
 * No call of the API says which address a request comes from. The audit log does, for each change and sign-in
 * it records: the addresses the signed-in user's recorded requests came from are what the console can know of
 * where this browser reaches the API from (and only that: the user may have made them from another machine).
 */
export type RecentSource = { address: string; lastSeen: Date }

/** How far back the console looks, and how many of the user's addresses it keeps (the latest). */
export const RECENT_SOURCES_WINDOW_MS = 24 * 60 * 60 * 1000
export const RECENT_SOURCES_KEPT = 3

/** The addresses the user's recorded requests came from, the most recent first, each with when it was last seen. */
export function recentSources(entries: readonly AuditLogEntry[], userId: string): RecentSource[] {
  const latest = new Map<string, Date>()
  for (const entry of entries) {
    const { actor } = entry
    if (actor.kind !== 'silo_user' || actor.siloUserId !== userId) continue
    const seen = latest.get(entry.sourceIp)
    if (!seen || seen < entry.timeStarted) latest.set(entry.sourceIp, entry.timeStarted)
  }
  return [...latest]
    .map(([address, lastSeen]) => ({ address, lastSeen }))
    .sort((a, b) => b.lastSeen.getTime() - a.lastSeen.getTime())
    .slice(0, RECENT_SOURCES_KEPT)
}
