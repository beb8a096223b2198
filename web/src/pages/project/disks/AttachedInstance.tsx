import type { DiskState } from '~/api/__generated__/Api'
import { ReferenceName } from '~/components/row-references/ReferenceName'
import { type ReferenceRead, useReference } from '~/components/row-references/use-reference'
import { pb } from '~/util/paths'
import { attachedInstanceId } from './attached-instance-id'

type Props = { project: string; state: DiskState; instances: ReferenceRead<'instanceView'> }

/** The instance a disk is attached to (or being attached to or detached from), read by its id and linked. */
export function AttachedInstance({ project, state, instances }: Props) {
  const id = attachedInstanceId(state)
  const reference = useReference(instances, id)
  if (!id)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not attached</span>
      </>
    )
  return (
    <ReferenceName
      id={id}
      reference={reference}
      noun="instance"
      to={(instance) => pb.instance({ project, instance: instance.name })}
    />
  )
}
