import { invalidate, useApiMutation, useApiQuery } from '~/api'
import type { Disk } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
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

/** Pick one of the project's detached disks and attach it to the instance. */
export function AttachExistingDiskDialog({ project, instance, isAttachable, onClose }: Props) {
  const { data, error: loadError } = useApiQuery(diskList(project).all())
  const attach = useApiMutation('instanceDiskAttach', {
    onSuccess: (d) => {
      invalidate('instanceDiskList')
      invalidate('diskList')
      addToast({ title: `Disk ${d.name} attached` })
      onClose()
    },
  })

  const items = (data?.items ?? []).filter(isAttachable).map((d) => ({
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
      />
      {loadError && <p role="alert">Could not load the project's disks: {loadError.message}</p>}
    </ModalForm>
  )
}
