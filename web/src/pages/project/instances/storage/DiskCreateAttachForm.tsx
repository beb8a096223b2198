import { useMemo, useRef } from 'react'
import { invalidate, useApiMutation, useApiQuery } from '~/api'
import { DiskFields } from '~/components/disk-form/DiskFields'
import { type DiskValues, diskCreateBody, diskDefaults } from '~/components/disk-form/disk-form'
import { diskSchema } from '~/components/disk-form/disk-schema'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { addToast } from '~/components/toasts'
import { projectImageList } from '~/pages/project/images/queries'
import { snapshotList } from '~/pages/project/snapshots/queries'
import { siloImageList } from '~/pages/silo/images/queries'
import { generateName } from '~/util/names'

type Props = { project: string; instance: string; onClose: () => void }

const F = formFields<DiskValues>()

/** The snapshots and images a new disk can be made from, as the pickers load them. */
function useDiskSources(project: string) {
  const snapshots = useApiQuery(snapshotList(project).all()).data?.items
  const projectImages = useApiQuery(projectImageList(project).all()).data?.items
  const siloImages = useApiQuery(siloImageList().all()).data?.items
  return useMemo(
    () => ({ snapshots: snapshots ?? [], images: [...(projectImages ?? []), ...(siloImages ?? [])] }),
    [snapshots, projectImages, siloImages],
  )
}

/** Creates a disk and attaches it to the instance in one step. */
export function DiskCreateAttachForm({ project, instance, onClose }: Props) {
  const created = useRef<string | null>(null)
  const lists = useDiskSources(project)
  const create = useApiMutation('diskCreate', { onSuccess: () => invalidate('diskList') })
  const attach = useApiMutation('instanceDiskAttach')

  const submit = async (values: DiskValues) => {
    // if an earlier try created the disk but could not attach it, only the attach is retried
    if (created.current !== values.name) {
      await create.mutateAsync({ query: { project }, body: diskCreateBody(values) })
      created.current = values.name
    }
    await attach.mutateAsync({ path: { instance }, query: { project }, body: { disk: values.name } })
    invalidate('instanceDiskList')
    addToast({ title: `Disk ${values.name} created and attached` })
    onClose()
  }

  return (
    <SideModalForm
      title="Create disk"
      subtitle={`Attached to ${instance}`}
      submitLabel="Create and attach"
      initialValues={diskDefaults(generateName(instance, 'disk'))}
      schema={() => diskSchema(lists)}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <DiskFields fields={F} lists={lists} autoFocus />
    </SideModalForm>
  )
}
