import { useCallback } from 'react'
import { callApi, invalidate, useApiMutation } from '~/api'
import type { SiloRolePolicy } from '~/api/__generated__/Api'

/**
 * Saves a change to the silo's policy. The API replaces the whole policy, so the change is applied to the policy
 * as it is at that moment, read just before: an assignment someone else made meanwhile is kept, not undone.
 */
export function useSiloPolicyUpdate() {
  const { mutateAsync } = useApiMutation('policyUpdate', {
    // the user's own standing (silo admin or not) may have changed with it
    onSuccess: () => Promise.all([invalidate('policyView'), invalidate('currentUserView')]),
  })
  return useCallback(
    async (change: (policy: SiloRolePolicy) => SiloRolePolicy) => {
      const current = await callApi('policyView', {})
      return mutateAsync({ body: change(current) })
    },
    [mutateAsync],
  )
}
