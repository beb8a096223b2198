import type { Instance } from '~/api/__generated__/Api'
import { autoRestartEligible } from '~/components/instance-state'
import { formatDateTime, formatRelativeTime } from '~/util/format'
import { useNow } from './use-now'

type AutoRestartFields = Pick<
  Instance,
  'runState' | 'autoRestartEnabled' | 'autoRestartPolicy' | 'autoRestartCooldownExpiration'
>

export function policyLabel(policy: Instance['autoRestartPolicy']): string {
  if (policy === 'never') return 'Never'
  if (policy === 'best_effort') return 'Best effort'
  return 'Default (best effort)'
}

/**
 * What will happen if (or now that) the instance fails, by the API's eligibility rule: a failed instance with
 * auto-restart enabled is restarted once its cooldown, if any, has passed.
 */
export function autoRestartSummary(instance: AutoRestartFields, now: Date): string {
  if (!instance.autoRestartEnabled) return 'Off: a failed instance stays failed until started'
  const until = instance.autoRestartCooldownExpiration
  const cooling = until && until.getTime() > now.getTime()
  if (instance.runState === 'failed') {
    if (!until || autoRestartEligible(instance, now)) return 'Failed; will be restarted automatically'
    return `Failed; will be restarted after the cooldown ends ${formatRelativeTime(until, now)}`
  }
  if (cooling) return `On, in cooldown until ${formatDateTime(until)} (${formatRelativeTime(until, now)})`
  return 'On: restarted automatically if it fails'
}

/** Auto-restart policy and what it means right now; the countdown refreshes itself. */
export function AutoRestartStatus({ instance }: { instance: AutoRestartFields }) {
  const now = useNow(15_000)
  return (
    <span>
      {policyLabel(instance.autoRestartPolicy)}
      <span aria-hidden="true"> · </span>
      {autoRestartSummary(instance, now)}
    </span>
  )
}
