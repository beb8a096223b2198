import type { UpdateStatus } from '~/api/__generated__/Api'

export type UpdatePhase = 'no-target' | 'suspended' | 'updating' | 'up-to-date'

export type VersionCount = { version: string; count: number; isTarget: boolean }

export type UpdateProgress = {
  target: string | null
  phase: UpdatePhase
  /** Every component the planner counts, and how many of them run the target release. */
  total: number
  onTarget: number
  /** The share on the target, in percent (shown with `formatPercent`, which never claims 100 before the last). */
  percent: number
  /** The versions components run: the target first, then the most common. */
  versions: VersionCount[]
}

/**
 * Where the system stands against its target release. It is updating while some component runs another
 * version, unless automatic update is suspended (after a manual change of the system software) or no target
 * release was ever set; then nothing moves on its own.
 */
export function updateProgress(status: UpdateStatus): UpdateProgress {
  const target = status.targetRelease?.version ?? null
  const versions = Object.entries(status.componentsByReleaseVersion)
    .map(([version, count]) => ({ version, count, isTarget: version === target }))
    .sort((a, b) => Number(b.isTarget) - Number(a.isTarget) || b.count - a.count)
  const total = versions.reduce((sum, v) => sum + v.count, 0)
  const onTarget = versions.find((v) => v.isTarget)?.count ?? 0
  const phase: UpdatePhase = !target
    ? 'no-target'
    : status.suspended
      ? 'suspended'
      : onTarget < total
        ? 'updating'
        : 'up-to-date'
  return {
    target,
    phase,
    total,
    onTarget,
    percent: total ? (onTarget / total) * 100 : 0,
    versions,
  }
}

/** Whether the status changes on its own, so the page should keep reading it. */
export const isUpdating = (status: UpdateStatus) => updateProgress(status).phase === 'updating'
