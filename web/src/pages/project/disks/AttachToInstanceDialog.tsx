import { invalidate, PICKER_PAGE_SIZE, useApiMutation, useApiQuery } from '~/api'
import type { Disk, Instance } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { instanceDisabledReason } from '~/components/instance-state'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import { addToast } from '~/components/toasts'
import { instanceList } from '~/pages/project/instances/queries'
import { attachToInstanceSchema } from './attach-to-instance-schema'

type Props = { project: string; disk: Disk; onClose: () => void }

type Values = { instance: string }
const F = formFields<Values>()
const INSTANCES = { one: 'instance', many: 'instances' }
const noInstances = { items: [] as Instance[] }

/** Picks an instance to attach a detached disk to; instances that cannot take a disk now say why. */
export function AttachToInstanceDialog({ project, disk, onClose }: Props) {
  // the first page, and the rest searched by name as the user types
  const { data: instances } = useApiQuery(instanceList(project).page({ limit: PICKER_PAGE_SIZE }))
  const search = usePickerSearch(instanceList(project), instances ?? noInstances, INSTANCES)
  const attach = useApiMutation('instanceDiskAttach', {
    onSuccess: (_, params) => {
      invalidate('diskList')
      invalidate('instanceDiskList')
      addToast({ title: `Disk ${disk.name} attached to ${params.path.instance}` })
      onClose()
    },
  })
  const items = search.items.map((i) => {
    const reason = instanceDisabledReason('attachDisk', i.runState, 'have a disk attached')
    return { value: i.name, label: i.name, description: reason ?? i.runState, isDisabled: Boolean(reason) }
  })
  return (
    <ModalForm
      title="Attach disk"
      submitLabel="Attach disk"
      initialValues={{ instance: '' }}
      schema={attachToInstanceSchema}
      request={({ instance }) =>
        attach.prepare({ path: { instance }, query: { project }, body: { disk: disk.name } })
      }
      // the one choice here is the instance, so whatever the API refuses is about it
      errorField={() => 'instance'}
      onClose={onClose}
    >
      <p>
        Attach <span className="mono">{disk.name}</span> to an instance of this project. The instance must be
        stopped (or still being created).
      </p>
      <F.ComboBox
        name="instance"
        label="Instance"
        items={items}
        placeholder={instances ? 'Search instances' : 'Loading instances…'}
        emptyText="No instance matches"
        onSearch={search.onSearch}
        listStatus={search.status}
        isRequired
        autoFocus
      />
    </ModalForm>
  )
}
