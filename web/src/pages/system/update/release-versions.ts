import compare from 'semver/functions/compare'
import valid from 'semver/functions/valid'

/**
 * Why a repository cannot become the target release, or undefined when it can. The API refuses a release older
 * than the current target (the system is never rolled back this way), and making the target what it already is
 * changes nothing. Versions that are not semver are left for the API to judge.
 */
export function setTargetDisabledReason(
  version: string,
  target: string | null | undefined,
): string | undefined {
  if (!target) return undefined
  if (version === target) return 'This is the target release already'
  if (!valid(version) || !valid(target)) return undefined
  if (compare(version, target) < 0) {
    return `Older than the target release ${target}; the target release can only move forward`
  }
  return undefined
}
