import { type Params, useParams } from 'react-router'
import { requireParams } from '~/components/route-params'
import type { KindedGroup } from './group-kind'

/**
 * The group a route is about: anti-affinity groups live at `affinity/:antiAffinityGroup`, affinity groups at
 * `affinity-groups/:affinityGroup`, so the param that is present says the kind.
 */
export function groupFromParams(params: Params): KindedGroup {
  if (params.antiAffinityGroup !== undefined) {
    const { project, antiAffinityGroup } = requireParams(params, 'project', 'antiAffinityGroup')
    return { kind: 'anti-affinity', project, group: antiAffinityGroup }
  }
  const { project, affinityGroup } = requireParams(params, 'project', 'affinityGroup')
  return { kind: 'affinity', project, group: affinityGroup }
}

export const useGroupParams = () => groupFromParams(useParams())
