import { callApi, invalidate, useApiMutation } from '~/api'
import type { ProjectRole } from '~/api/__generated__/Api'
import type { PolicyUpdate } from '~/components/access/policy-update'

/** How the project access page saves the project's policy, which the API replaces whole. */
export function useProjectPolicyUpdate(project: string): PolicyUpdate<ProjectRole> {
  const update = useApiMutation('projectPolicyUpdate', {
    onSuccess: () => invalidate('projectPolicyView'),
  })
  return {
    prepare: (policy) => update.prepare({ path: { project }, body: policy }),
    read: () => callApi('projectPolicyView', { path: { project } }),
  }
}
