import { invalidate, useApiMutation } from '~/api'
import { confirmItem } from '~/components/show-request/request-items'
import type { UpdateProgress } from './update-progress'

/**
 * What the confirmation says about making `version` the target: first, while an update to another release is
 * under way, which one it is, how far it has come and what becomes of it, then what the new target does.
 */
export function setTargetSentences(version: string, progress: UpdateProgress): string[] {
  const { target, phase, onTarget, total } = progress
  const running =
    phase === 'updating' && target && target !== version
      ? [
          `An update to ${target} is under way: ${onTarget} of ${total} components run it so far. Setting ${version} as the target release replaces that update: the system stops moving components to ${target} and updates every component, those already on ${target} too, to ${version}.`,
        ]
      : []
  return [
    ...running,
    `Make ${version} the target release? The system will update its software to ${version}, a few components at a time. The target release cannot be moved back to an older release afterwards.`,
  ]
}

/**
 * The item that makes a repository's version the target release, after a confirmation that says what happens to
 * an update under way; the status then shows the rollout, and a refusal (an older release, a role taken away
 * since the page read it) becomes an error toast.
 */
export function useSetTargetItem(progress: UpdateProgress) {
  const update = useApiMutation('targetReleaseUpdate', {
    onSuccess: () => {
      invalidate('systemUpdateStatus')
    },
  })
  return (version: string, disabledReason: string | undefined) =>
    confirmItem({
      key: 'set-target',
      label: 'Set as target release',
      disabledReason,
      request: () => update.prepare({ body: { systemVersion: version } }),
      confirm: {
        title: 'Set target release',
        body: setTargetSentences(version, progress).join(' '),
        actionLabel: 'Set target release',
        errorTitle: 'Could not set the target release',
        successTitle: `Target release set to ${version}`,
      },
    })
}
