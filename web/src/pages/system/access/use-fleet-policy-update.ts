import { callApi, invalidate, useApiMutation } from '~/api'
import type { FleetRole } from '~/api/__generated__/Api'
import type { PolicyUpdate } from '~/components/access/policy-update'

/** How the fleet access page saves the fleet's policy, which the API replaces whole. */
export function useFleetPolicyUpdate(): PolicyUpdate<FleetRole> {
  const update = useApiMutation('systemPolicyUpdate', {
    // whether the user is a fleet viewer, and so may see the System view, may have changed with it
    onSuccess: () => Promise.all([invalidate('systemPolicyView'), invalidate('currentUserView')]),
  })
  return {
    prepare: (policy) => update.prepare({ body: policy }),
    read: () => callApi('systemPolicyView', {}),
  }
}
