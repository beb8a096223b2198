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
  /** The versions other than the target's that components run, most common first: empty without a target. */
  behind: VersionCount[]
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
    behind: target ? versions.filter((v) => !v.isTarget) : [],
  }
}

/** Versions that are not releases: the software the rack was set up with, and software no repository matches. */
export const NOT_A_RELEASE: Record<string, string> = {
  'install dataset': 'the software the rack was set up with',
  unknown: 'no uploaded repository matches it',
}

const versionText = (version: string) =>
  NOT_A_RELEASE[version] ? `${version} (${NOT_A_RELEASE[version]})` : version

/**
 * Which components are behind the target release, as far as the API tells: it counts components by the version
 * they run and names none of them, so the sentence gives how many run each other version. Null without a target.
 */
export function behindSentence({ target, phase, total, behind }: UpdateProgress): string | null {
  if (!target) return null
  if (behind.length === 0) return `Every component runs ${target}.`
  const lagging = behind.reduce((sum, v) => sum + v.count, 0)
  // only a running update is on its way there
  const yet = phase === 'updating' ? ' yet' : ''
  const runs = behind.map((v) => `${v.count} ${v.count === 1 ? 'runs' : 'run'} ${versionText(v.version)}`)
  const are = lagging === 1 ? 'is' : 'are'
  return `${lagging} of ${total} components ${are} not on ${target}${yet}: ${runs.join(', ')}.`
}

/** Whether the status changes on its own, so the page should keep reading it. */
export const isUpdating = (status: UpdateStatus) => updateProgress(status).phase === 'updating'
