import { invalidate, PICKER_PAGE_SIZE, useApiMutation, useApiQuery } from '~/api'
import type { Disk } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import { addToast } from '~/components/toasts'
import { diskList } from '~/pages/project/disks/queries'
import { formatBytes } from '~/util/format'
import { attachDiskSchema } from './attach-disk-schema'

type Props = {
  project: string
  instance: string
  isAttachable: (disk: Disk) => boolean
  onClose: () => void
}

type Values = { disk: string }
const F = formFields<Values>()
const DISKS = { one: 'disk', many: 'disks' }
const noDisks = { items: [] as Disk[] }

/** Pick one of the project's detached disks and attach it to the instance. */
export function AttachExistingDiskDialog({ project, instance, isAttachable, onClose }: Props) {
  // the first page, and the rest searched by name as the user types
  const { data, error: loadError } = useApiQuery(diskList(project).page({ limit: PICKER_PAGE_SIZE }))
  const search = usePickerSearch(diskList(project), data ?? noDisks, DISKS)
  const attach = useApiMutation('instanceDiskAttach', {
    onSuccess: (d) => {
      invalidate('instanceDiskList')
      invalidate('diskList')
      addToast({ title: `Disk ${d.name} attached` })
      onClose()
    },
  })

  const items = search.items.filter(isAttachable).map((d) => ({
    value: d.name,
    label: d.name,
    description: `${formatBytes(d.size)} · ${d.state.state}`,
  }))

  return (
    <ModalForm
      title="Attach disk"
      submitLabel="Attach disk"
      initialValues={{ disk: '' }}
      schema={attachDiskSchema}
      request={({ disk }) => attach.prepare({ path: { instance }, query: { project }, body: { disk } })}
      onClose={onClose}
    >
      <F.ComboBox
        name="disk"
        label="Disk"
        autoFocus
        isRequired
        items={items}
        placeholder={data ? 'Type to search detached disks' : 'Loading disks…'}
        emptyText={data ? 'No detached disks in this project' : 'Loading disks…'}
        description="Only detached disks of this project can be attached."
        onSearch={search.onSearch}
        listStatus={search.status}
      />
      {loadError && <p role="alert">Could not load the project's disks: {loadError.message}</p>}
    </ModalForm>
  )
}
