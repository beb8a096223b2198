import type { DiskState, Instance } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { pb } from '~/util/paths'

type Props = { project: string; state: DiskState; instances: Map<string, Instance> }

/** The instance a disk is attached to (or being attached to or detached from), linked to its page. */
export function AttachedInstance({ project, state, instances }: Props) {
  if (!('instance' in state))
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not attached</span>
      </>
    )
  const instance = instances.get(state.instance)
  // an instance created a moment ago may not be in the list yet: its id still says which one it is
  if (!instance) return <span className="mono">{state.instance}</span>
  return (
    <Link to={pb.instance({ project, instance: instance.name })} className="mono">
      {instance.name}
    </Link>
  )
}
