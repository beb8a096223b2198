import type { Instance } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { pb } from '~/util/paths'

type Props = { project: string; instanceId?: string | null; instances: Map<string, Instance> }

/** The instance a floating IP is attached to, linked to its networking tab, where its addresses are. */
export function AttachedInstance({ project, instanceId, instances }: Props) {
  if (!instanceId)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not attached</span>
      </>
    )
  const instance = instances.get(instanceId)
  // an instance created a moment ago may not be in the list yet: its id still says which one it is
  if (!instance) return <span className="mono">{instanceId}</span>
  return (
    <Link to={pb.instanceNetworking({ project, instance: instance.name })} className="mono">
      {instance.name}
    </Link>
  )
}
