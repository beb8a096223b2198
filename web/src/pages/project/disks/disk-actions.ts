import { invalidate, useApiMutation } from '~/api'
import type { Disk, Instance } from '~/api/__generated__/Api'
import { confirmAction } from '~/components/confirm'
import { confirmDelete } from '~/components/confirm-delete'
import { diskDisabledReason } from '~/components/disk-state'
import { instanceDisabledReason } from '~/components/instance-state'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { addToast, errorToast } from '~/components/toasts'
import type { ActionMenuItem } from '~/ui/Menu'
import { generateName } from '~/util/names'

type Options = {
  project: string
  /** The project's instances by id, to name them and to check whether they can let a disk go. */
  instances: Map<string, Instance>
  onAttach: (disk: Disk) => void
  /** After a delete, from the disk's own page: where to go instead of a page that is gone. */
  onDeleted?: () => void
}

const refreshDisks = () => {
  invalidate('diskList')
  invalidate('instanceDiskList')
}

/** After a change to a disk that is still there: its own page reads it again too. */
const refreshDisk = () => {
  refreshDisks()
  invalidate('diskView')
}

/** Row actions of the disks list, each allowed only in the disk states the API accepts it in (disk-state.ts), with the reason when not. */
export function useDiskActions({ project, instances, onAttach, onDeleted }: Options) {
  const del = useApiMutation('diskDelete', {
    onSuccess: () => {
      refreshDisks()
      onDeleted?.()
    },
  })
  const detach = useApiMutation('instanceDiskDetach', { onSuccess: refreshDisk })
  const snapshot = useApiMutation('snapshotCreate', {
    onSuccess: (s) => {
      invalidate('snapshotList')
      addToast({ title: `Snapshot ${s.name} created` })
    },
    onError: errorToast('Could not create snapshot'),
  })

  const roleReason = useProjectReason(project, 'compute')
  const itemsFor = (disk: Disk): ActionMenuItem[] => {
    const state = disk.state.state
    const instance = 'instance' in disk.state ? instances.get(disk.state.instance) : undefined
    const detachReason =
      diskDisabledReason('detach', state, 'be detached') ??
      (instance?.bootDiskId === disk.id
        ? `This is the boot disk of ${instance.name}; set another boot disk first`
        : undefined) ??
      (instance && instanceDisabledReason('detachDisk', instance.runState, 'have a disk detached'))
    return [
      {
        key: 'snapshot',
        label: 'Snapshot',
        disabledReason: diskDisabledReason('snapshot', state, 'be snapshotted'),
        onAction: () =>
          snapshot.mutate({
            query: { project },
            body: { name: generateName(disk.name), description: `Snapshot of ${disk.name}`, disk: disk.name },
          }),
      },
      {
        key: 'attach',
        label: 'Attach to instance',
        disabledReason: diskDisabledReason('attach', state, 'be attached'),
        onAction: () => onAttach(disk),
      },
      {
        key: 'detach',
        label: 'Detach',
        disabledReason: detachReason,
        onAction: () => {
          if (!('instance' in disk.state)) return
          const from = instance?.name ?? disk.state.instance
          confirmAction({
            title: 'Detach disk',
            body: `Detach disk ${disk.name} from instance ${from}?`,
            actionLabel: 'Detach',
            errorTitle: 'Could not detach disk',
            successTitle: `Disk ${disk.name} detached`,
            // by name within the project when the instance is known, else by ids, which need no project
            doAction: () =>
              instance
                ? detach.mutateAsync({
                    path: { instance: instance.name },
                    query: { project },
                    body: { disk: disk.name },
                  })
                : detach.mutateAsync({ path: { instance: from }, body: { disk: disk.id } }),
          })
        },
      },
      {
        key: 'delete',
        label: 'Delete',
        danger: true,
        disabledReason: diskDisabledReason('delete', state, 'be deleted'),
        onAction: () =>
          confirmDelete({
            kind: 'disk',
            name: disk.name,
            doDelete: () => del.mutateAsync({ path: { disk: disk.name }, query: { project } }),
          }),
      },
    ]
  }
  return (disk: Disk) => gateItems(itemsFor(disk), roleReason)
}
