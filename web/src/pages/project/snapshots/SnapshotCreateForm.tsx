import { useSearchParams } from 'react-router'
import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { diskDisabledReason } from '~/components/disk-state'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { diskList } from '~/pages/project/disks/queries'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { snapshotCreateSchema } from './snapshot-schema'

export const handle: RouteHandle = { crumb: 'New snapshot' }

type Values = { name: string; description: string; disk: string }
const F = formFields<Values>()

/** Takes a snapshot of one of the project's disks; `?disk=` picks the disk in advance. */
export default function SnapshotCreateForm() {
  const { project } = useRequiredParams('project')
  const [search] = useSearchParams()
  const backToList = useBackToList(pb.snapshots({ project }))
  const { data: disks } = usePrefetchedApiQuery(diskList(project).all())
  const create = useApiMutation('snapshotCreate', {
    onSuccess: (snapshot) => {
      invalidate('snapshotList')
      addToast({ title: `Snapshot ${snapshot.name} created` })
      backToList()
    },
  })
  const items = disks.items.map((d) => {
    const reason = diskDisabledReason('snapshot', d.state.state, 'be snapshotted')
    return {
      value: d.name,
      label: d.name,
      description: reason ?? `${formatBytes(d.size)} · ${d.state.state.replaceAll('_', ' ')}`,
      isDisabled: Boolean(reason),
    }
  })
  const preselected = items.find((i) => i.value === search.get('disk') && !i.isDisabled)?.value ?? ''
  return (
    <SideModalForm
      title="Create snapshot"
      submitLabel="Create snapshot"
      initialValues={{ name: '', description: '', disk: preselected }}
      schema={snapshotCreateSchema}
      request={(values) => create.prepare({ query: { project }, body: values })}
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
      <F.ComboBox
        name="disk"
        label="Disk"
        items={items}
        placeholder="Search the project's disks"
        emptyText="No disk matches"
        description="Only an attached or detached disk can be snapshotted."
        isRequired
      />
    </SideModalForm>
  )
}
