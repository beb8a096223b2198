import { useRef, useState } from 'react'
import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import type { Disk, Instance } from '~/api/__generated__/Api'
import { diskCan, diskDisabledReason, isTransitionalDisk } from '~/components/disk-state'
import { instanceDisabledReason } from '~/components/instance-state'
import { lazyComponent } from '~/components/lazy-component'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { RefreshFailed } from '~/components/RefreshFailed'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { confirmItem, type RequestItem, sendItem } from '~/components/show-request/request-items'
import { addToast, errorToast } from '~/components/toasts'
import { useInstance } from '~/pages/project/instances/InstancePage'
import { instanceUpdateBody } from '~/pages/project/instances/instance-update'
import { instanceDiskList } from '~/pages/project/instances/queries'
import s from '~/pages/project/instances/tab.module.css'
import { refreshInstances } from '~/pages/project/instances/use-instance-actions'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { POLL_MS } from '~/util/constants'
import { generateName } from '~/util/names'
import { DiskTable } from './DiskTable'

const AttachExistingDiskDialog = lazyComponent(
  () => import('./AttachExistingDiskDialog'),
  'AttachExistingDiskDialog',
)
const DiskCreateAttachForm = lazyComponent(() => import('./DiskCreateAttachForm'), 'DiskCreateAttachForm')

export const handle: RouteHandle = { crumb: 'Storage' }

function useDiskActions(project: string, instance: Instance) {
  const refresh = () => {
    invalidate('instanceDiskList')
    invalidate('diskList')
  }
  const detach = useApiMutation('instanceDiskDetach', { onSuccess: refresh })
  const setBoot = useApiMutation('instanceUpdate', {
    onSuccess: (i) => {
      refreshInstances()
      addToast({ title: i.bootDiskId ? 'Boot disk set' : 'Boot disk unset' })
    },
    onError: errorToast('Could not change the boot disk'),
  })
  // a disk's next snapshot name is made once and kept until that snapshot exists, so the name "Show requests"
  // shows is the name sent
  const snapshotNames = useRef(new Map<string, string>())
  const snapshotName = (disk: Disk) => {
    const name = snapshotNames.current.get(disk.id) ?? generateName(disk.name)
    snapshotNames.current.set(disk.id, name)
    return name
  }
  const snapshot = useApiMutation('snapshotCreate', {
    onSuccess: (snap) => {
      snapshotNames.current.delete(snap.diskId)
      invalidate('snapshotList')
      addToast({ title: `Snapshot ${snap.name} created` })
    },
    onError: errorToast('Could not create snapshot'),
  })

  const path = { instance: instance.name }
  const query = { project }
  const state = instance.runState
  const bootReason = instanceDisabledReason('updateBootDisk', state, 'change its boot disk')

  const roleReason = useProjectReason(project, 'compute')
  const itemsFor = (disk: Disk): RequestItem[] => {
    const isBoot = disk.id === instance.bootDiskId
    const boot = isBoot
      ? sendItem({
          key: 'unset-boot',
          label: 'Unset as boot disk',
          disabledReason: bootReason,
          request: () =>
            setBoot.prepare({ path, query, body: instanceUpdateBody(instance, { bootDisk: null }) }),
        })
      : sendItem({
          key: 'set-boot',
          label: 'Set as boot disk',
          disabledReason:
            bootReason ?? diskDisabledReason('setAsBootDisk', disk.state.state, 'be the boot disk'),
          request: () =>
            setBoot.prepare({ path, query, body: instanceUpdateBody(instance, { bootDisk: disk.id }) }),
        })
    return [
      boot,
      sendItem({
        key: 'snapshot',
        label: 'Snapshot',
        disabledReason: diskDisabledReason('snapshot', disk.state.state, 'be snapshotted'),
        request: () =>
          snapshot.prepare({
            query,
            body: { name: snapshotName(disk), description: `Snapshot of ${disk.name}`, disk: disk.id },
          }),
      }),
      confirmItem({
        key: 'detach',
        label: 'Detach',
        danger: true,
        disabledReason: isBoot
          ? 'The boot disk must be unset before it can be detached'
          : (instanceDisabledReason('detachDisk', state, 'have disks detached') ??
            diskDisabledReason('detach', disk.state.state, 'be detached')),
        request: () => detach.prepare({ path, query, body: { disk: disk.id } }),
        confirm: {
          title: 'Detach disk',
          body: `Are you sure you want to detach ${disk.name} from ${instance.name}? The disk and its data are kept.`,
          actionLabel: 'Detach',
          errorTitle: 'Could not detach disk',
          successTitle: `Disk ${disk.name} detached`,
        },
      }),
    ]
  }
  return (disk: Disk) => gateItems(itemsFor(disk), roleReason)
}

export default function StorageTab() {
  const { project, instance } = useInstance()
  // the instance as the URL names it, so the list's key is the one the loader preloaded
  const read = usePrefetchedApiQuery(instanceDiskList(useRequiredParams('project', 'instance')), {
    refreshInterval: (latest) => (latest?.items.some((d) => isTransitionalDisk(d.state.state)) ? POLL_MS : 0),
  })
  const { data } = read
  const [dialog, setDialog] = useState<'attach' | 'create' | null>(null)
  const actionsFor = useDiskActions(project, instance)

  const boot = data.items.filter((d) => d.id === instance.bootDiskId)
  const others = data.items.filter((d) => d.id !== instance.bootDiskId)
  const attachReason =
    useProjectReason(project, 'compute') ??
    instanceDisabledReason('attachDisk', instance.runState, 'have disks attached')
  const attachable = diskCan.attach

  return (
    <>
      <RefreshFailed what="the instance's disks" read={read} />
      <section className={s.section} aria-labelledby="boot-disk-heading">
        <SectionHeading id="boot-disk-heading">Boot disk</SectionHeading>
        <DiskTable
          label="Boot disk"
          disks={boot}
          empty="No boot disk is set; the instance boots from its firmware's boot order."
          actionsFor={actionsFor}
        />
      </section>
      <section className={s.section} aria-labelledby="other-disks-heading">
        <div className={s.sectionHeader}>
          <SectionHeading id="other-disks-heading">Other disks</SectionHeading>
          <div className={s.sectionActions}>
            <PlainButton
              variant="secondary"
              disabledReason={attachReason}
              onClick={() => setDialog('create')}
            >
              Create disk
            </PlainButton>
            <PlainButton
              variant="secondary"
              disabledReason={attachReason}
              onClick={() => setDialog('attach')}
            >
              Attach existing disk
            </PlainButton>
          </div>
        </div>
        <DiskTable
          label="Other disks"
          disks={others}
          empty="No other disks are attached."
          actionsFor={actionsFor}
        />
      </section>
      {dialog === 'attach' && (
        <AttachExistingDiskDialog
          project={project}
          instance={instance.name}
          isAttachable={(d) => attachable(d.state.state)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'create' && (
        <DiskCreateAttachForm project={project} instance={instance.name} onClose={() => setDialog(null)} />
      )}
    </>
  )
}
