import { invalidate, useApiMutation } from '~/api'
import { confirmAction } from '~/components/confirm'

/**
 * Makes a repository's version the target release after a confirmation; the status then shows the rollout,
 * and a refusal (an older release, a fleet viewer who is not an admin) becomes an error toast.
 */
export function useSetTargetRelease() {
  const update = useApiMutation('targetReleaseUpdate', {
    onSuccess: () => {
      invalidate('systemUpdateStatus')
    },
  })
  return (version: string) =>
    confirmAction({
      title: 'Set target release',
      body: `Make ${version} the target release? The system will update its software to ${version}, a few components at a time. The target release cannot be moved back to an older release afterwards.`,
      actionLabel: 'Set target release',
      errorTitle: 'Could not set the target release',
      successTitle: `Target release set to ${version}`,
      doAction: () => update.mutateAsync({ body: { systemVersion: version } }),
    })
}
