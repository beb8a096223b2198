import { useRef } from 'react'
import { invalidate, useApiMutation } from '~/api'
import type { Disk, Instance } from '~/api/__generated__/Api'
import type { BulkActions } from '~/components/bulk/bulk-offer'
import { deleteConfirm } from '~/components/confirm-delete'
import { diskDisabledReason } from '~/components/disk-state'
import { instanceDisabledReason } from '~/components/instance-state'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { confirmItem, type RequestItem, sendItem } from '~/components/show-request/request-items'
import { generateName } from '~/util/names'

type Options = {
  project: string
  onAttach: (disk: Disk) => void
  /** After a delete, from the disk's own page: where to go instead of a page that is gone. */
  onDeleted?: () => void
}

/** The row actions the disks list also offers for many selected disks at once. */
export const DISK_BULK_ACTIONS: BulkActions = {
  noun: { one: 'disk', many: 'disks' },
  actions: [
    { key: 'snapshot', label: 'Snapshot', done: 'snapshotted', doing: 'Snapshotting' },
    { key: 'detach', label: 'Detach', done: 'detached', doing: 'Detaching' },
    { key: 'delete', label: 'Delete', done: 'deleted', doing: 'Deleting' },
  ],
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

/**
 * Row actions of the disks list, each allowed only in the disk states the API accepts it in (disk-state.ts), with
 * the reason when not. Each disk comes with the instance it is attached to, when that has been read, to name it
 * and to check whether it can let the disk go.
 */
export function useDiskActions({ project, onAttach, onDeleted }: Options) {
  // a disk's next snapshot keeps its generated name until it is taken, so the name "Show requests" shows is the
  // one sent
  const snapshotNames = useRef(new Map<string, string>())
  const snapshotName = (disk: Disk) => {
    const known = snapshotNames.current.get(disk.name)
    if (known) return known
    const name = generateName(disk.name)
    snapshotNames.current.set(disk.name, name)
    return name
  }
  const del = useApiMutation('diskDelete', {
    onSuccess: () => {
      refreshDisks()
      onDeleted?.()
    },
  })
  const detach = useApiMutation('instanceDiskDetach', { onSuccess: refreshDisk })
  const snapshot = useApiMutation('snapshotCreate', {
    onSuccess: (_, params) => {
      snapshotNames.current.delete(params.body.disk)
      invalidate('snapshotList')
    },
  })

  const detachItem = (
    disk: Disk,
    instance: Instance | undefined,
    reason: string | undefined,
  ): RequestItem => {
    const item = { key: 'detach', label: 'Detach', disabledReason: reason }
    if (!('instance' in disk.state)) return { ...item, onAction: () => {} }
    const from = instance?.name ?? disk.state.instance
    return confirmItem({
      ...item,
      // by name within the project when the instance is known, else by ids, which need no project
      request: () =>
        instance
          ? detach.prepare({
              path: { instance: instance.name },
              query: { project },
              body: { disk: disk.name },
            })
          : detach.prepare({ path: { instance: from }, body: { disk: disk.id } }),
      confirm: {
        title: 'Detach disk',
        body: `Detach disk ${disk.name} from instance ${from}?`,
        actionLabel: 'Detach',
        errorTitle: 'Could not detach disk',
        successTitle: `Disk ${disk.name} detached`,
      },
    })
  }

  const roleReason = useProjectReason(project, 'compute')
  const itemsFor = (disk: Disk, instance: Instance | undefined): RequestItem[] => {
    const state = disk.state.state
    const detachReason =
      diskDisabledReason('detach', state, 'be detached') ??
      (instance?.bootDiskId === disk.id
        ? `This is the boot disk of ${instance.name}; set another boot disk first`
        : undefined) ??
      (instance && instanceDisabledReason('detachDisk', instance.runState, 'have a disk detached'))
    return [
      sendItem({
        key: 'snapshot',
        label: 'Snapshot',
        disabledReason: diskDisabledReason('snapshot', state, 'be snapshotted'),
        request: () =>
          snapshot.prepare({
            query: { project },
            body: { name: snapshotName(disk), description: `Snapshot of ${disk.name}`, disk: disk.name },
          }),
        report: {
          successTitle: `Snapshot ${snapshotName(disk)} created`,
          errorTitle: 'Could not create snapshot',
        },
      }),
      {
        key: 'attach',
        label: 'Attach to instance',
        disabledReason: diskDisabledReason('attach', state, 'be attached'),
        onAction: () => onAttach(disk),
      },
      detachItem(disk, instance, detachReason),
      confirmItem({
        key: 'delete',
        label: 'Delete',
        danger: true,
        disabledReason: diskDisabledReason('delete', state, 'be deleted'),
        request: () => del.prepare({ path: { disk: disk.name }, query: { project } }),
        confirm: deleteConfirm({ kind: 'disk', name: disk.name }),
      }),
    ]
  }
  return (disk: Disk, instance: Instance | undefined) => gateItems(itemsFor(disk, instance), roleReason)
}
