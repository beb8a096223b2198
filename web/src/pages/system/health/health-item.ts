/**
 * One thing on the rack that needs an operator's attention, as the fleet health page lists it: how serious it
 * is, what it is, since when (where the API tells), and the page where it is dealt with.
 */

/** `critical`: something is broken now; `warning`: it will be, or needs a decision; `notice`: worth knowing. */
export type Severity = 'critical' | 'warning' | 'notice'

export type HealthItem = {
  /** Unique on the page: what the item is about. */
  key: string
  severity: Severity
  /** What is wrong, in one short sentence: 'Link down on switch1/qsfp1'. */
  title: string
  /** What it means, or what to do about it. */
  detail: string
  /** The time that matters, where the API tells one: since when, or when a certificate expires. */
  when: { label: string; date: Date } | null
  /** The page that deals with it. */
  link: { to: string; label: string }
}

export const SEVERITY_RANK: Record<Severity, number> = { critical: 0, warning: 1, notice: 2 }

/** The most serious first; among equals, the oldest first (it has waited longest), then those without a time. */
export function compareItems(a: HealthItem, b: HealthItem): number {
  const rank = SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]
  if (rank !== 0) return rank
  if (a.when && b.when) return a.when.date.getTime() - b.when.date.getTime()
  return Number(a.when === null) - Number(b.when === null)
}

/** `1 sled`, `3 sleds`: a count with its noun. */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
