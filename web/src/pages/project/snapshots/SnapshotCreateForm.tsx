import { useSearchParams } from 'react-router'
import {
  invalidate,
  PICKER_PAGE_SIZE,
  useApiMutation,
  usePrefetchedApiQuery,
  usePreloadedApiQuery,
} from '~/api'
import { diskDisabledReason } from '~/components/disk-state'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { diskList, diskView } from '~/pages/project/disks/queries'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { snapshotCreateSchema } from './snapshot-schema'

export const handle: RouteHandle = { crumb: 'New snapshot' }

type Values = { name: string; description: string; disk: string }
const F = formFields<Values>()
const DISKS = { one: 'disk', many: 'disks' }

/** Takes a snapshot of one of the project's disks; `?disk=` picks the disk in advance. */
export default function SnapshotCreateForm() {
  const { project } = useRequiredParams('project')
  const [params] = useSearchParams()
  const asked = params.get('disk')
  const backToList = useBackToList(pb.snapshots({ project }))
  // the first page, and the rest searched by name as the user types
  const { data: disks } = usePrefetchedApiQuery(diskList(project).page({ limit: PICKER_PAGE_SIZE }))
  const search = usePickerSearch(diskList(project), disks, DISKS)
  // the disk picked in advance, read by its name wherever it is in the list
  const { data: askedDisk } = usePreloadedApiQuery(asked ? diskView({ project, disk: asked }) : null)
  const offered =
    askedDisk && !search.items.some((d) => d.id === askedDisk.id)
      ? [...search.items, askedDisk]
      : search.items
  const create = useApiMutation('snapshotCreate', {
    onSuccess: (snapshot) => {
      invalidate('snapshotList')
      addToast({ title: `Snapshot ${snapshot.name} created` })
      backToList()
    },
  })
  const items = offered.map((d) => {
    const reason = diskDisabledReason('snapshot', d.state.state, 'be snapshotted')
    return {
      value: d.name,
      label: d.name,
      description: reason ?? `${formatBytes(d.size)} · ${d.state.state.replaceAll('_', ' ')}`,
      isDisabled: Boolean(reason),
    }
  })
  const preselected = items.find((i) => i.value === asked && !i.isDisabled)?.value ?? ''
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
        onSearch={search.onSearch}
        listStatus={search.status}
        isRequired
      />
    </SideModalForm>
  )
}
