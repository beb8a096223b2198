import { useRef } from 'react'
import { invalidate, useApiMutation } from '~/api'
import { DiskFields } from '~/components/disk-form/DiskFields'
import { type DiskValues, diskCreateBody, diskDefaults } from '~/components/disk-form/disk-form'
import { diskSchema } from '~/components/disk-form/disk-schema'
import { useDiskSources } from '~/components/disk-form/use-disk-source-search'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { addToast } from '~/components/toasts'
import { diskSourceLists } from '~/pages/project/disks/queries'
import { generateName } from '~/util/names'

type Props = { project: string; instance: string; onClose: () => void }

const F = formFields<DiskValues>()

/**
 * Creates a disk and attaches it to the instance in one step: two requests, sent in turn. If a try created the
 * disk but could not attach it, the next one only attaches it.
 */
export function DiskCreateAttachForm({ project, instance, onClose }: Props) {
  const created = useRef<string | null>(null)
  const { lists, search } = useDiskSources(diskSourceLists(project))
  const create = useApiMutation('diskCreate', {
    onSuccess: (disk) => {
      created.current = disk.name
      invalidate('diskList')
    },
  })
  const attach = useApiMutation('instanceDiskAttach', {
    onSuccess: (disk) => {
      invalidate('instanceDiskList')
      addToast({ title: `Disk ${disk.name} created and attached` })
      onClose()
    },
  })

  const request = (values: DiskValues) => {
    const attachIt = attach.prepare({ path: { instance }, query: { project }, body: { disk: values.name } })
    return created.current === values.name
      ? [attachIt]
      : [create.prepare({ query: { project }, body: diskCreateBody(values) }), attachIt]
  }

  return (
    <SideModalForm
      title="Create disk"
      subtitle={`Attached to ${instance}`}
      submitLabel="Create and attach"
      initialValues={diskDefaults(generateName(instance, 'disk'))}
      schema={() => diskSchema(lists)}
      request={request}
      onDismiss={onClose}
    >
      <DiskFields fields={F} lists={lists} search={search} autoFocus />
    </SideModalForm>
  )
}
