import { useCallback } from 'react'
import { callApi, invalidate, useApiMutation } from '~/api'
import type { ProjectRolePolicy } from '~/api/__generated__/Api'

/**
 * Saves a change to a project's policy. The API replaces the whole policy, so the change is applied to the
 * policy as it is at that moment, read just before: an assignment someone else made meanwhile is kept.
 */
export function useProjectPolicyUpdate(project: string) {
  const { mutateAsync } = useApiMutation('projectPolicyUpdate', {
    onSuccess: () => invalidate('projectPolicyView'),
  })
  return useCallback(
    async (change: (policy: ProjectRolePolicy) => ProjectRolePolicy) => {
      const current = await callApi('projectPolicyView', { path: { project } })
      return mutateAsync({ path: { project }, body: change(current) })
    },
    [mutateAsync, project],
  )
}
