import { useCallback } from 'react'
import { callApi, invalidate, useApiMutation } from '~/api'
import type { FleetRolePolicy } from '~/api/__generated__/Api'

/**
 * Saves a change to the fleet's policy. The API replaces the whole policy, so the change is applied to the
 * policy as it is at that moment, read just before: an assignment someone else made meanwhile is kept.
 */
export function useFleetPolicyUpdate() {
  const { mutateAsync } = useApiMutation('systemPolicyUpdate', {
    // whether the user is a fleet viewer, and so may see the System view, may have changed with it
    onSuccess: () => Promise.all([invalidate('systemPolicyView'), invalidate('currentUserView')]),
  })
  return useCallback(
    async (change: (policy: FleetRolePolicy) => FleetRolePolicy) => {
      const current = await callApi('systemPolicyView', {})
      return mutateAsync({ body: change(current) })
    },
    [mutateAsync],
  )
}
