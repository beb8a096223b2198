import { callApi, invalidate, useApiMutation } from '~/api'
import type { SiloRole } from '~/api/__generated__/Api'
import type { PolicyUpdate } from '~/components/access/policy-update'

/** How the silo access page saves the silo's policy, which the API replaces whole. */
export function useSiloPolicyUpdate(): PolicyUpdate<SiloRole> {
  const update = useApiMutation('policyUpdate', {
    // the user's own standing (silo admin or not) may have changed with it
    onSuccess: () => Promise.all([invalidate('policyView'), invalidate('currentUserView')]),
  })
  return {
    prepare: (policy) => update.prepare({ body: policy }),
    read: () => callApi('policyView', {}),
  }
}
