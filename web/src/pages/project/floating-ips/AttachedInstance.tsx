import { ReferenceName } from '~/components/row-references/ReferenceName'
import { useReference } from '~/components/row-references/use-reference'
import { instanceById } from '~/pages/project/instances/queries'
import { pb } from '~/util/paths'

type Props = {
  project: string
  instanceId?: string | null
}

/**
 * The instance a floating IP is attached to, read by its id (not the project's instances), linked to its
 * networking tab, where its addresses are.
 */
export function AttachedInstance({ project, instanceId }: Props) {
  const read = useReference({ byId: instanceById }, instanceId)
  if (!instanceId)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not attached</span>
      </>
    )
  return (
    <ReferenceName
      id={instanceId}
      reference={read}
      noun="instance"
      to={(instance) => pb.instanceNetworking({ project, instance: instance.name })}
    />
  )
}
