import { invalidate, useApiMutation } from '~/api'
import { DiskFields } from '~/components/disk-form/DiskFields'
import { type DiskValues, diskCreateBody, diskDefaults } from '~/components/disk-form/disk-form'
import { diskSchema } from '~/components/disk-form/disk-schema'
import { useDiskSources } from '~/components/disk-form/use-disk-source-search'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { diskSourceLists } from '~/pages/project/disks/queries'
import { pb } from '~/util/paths'

export const handle: RouteHandle = { crumb: 'New disk' }

const F = formFields<DiskValues>()

export default function DiskCreateForm() {
  const { project } = useRequiredParams('project')
  const backToList = useBackToList(pb.disks({ project }))
  const { lists, search } = useDiskSources(diskSourceLists(project))
  const create = useApiMutation('diskCreate', {
    onSuccess: (disk) => {
      invalidate('diskList')
      addToast({ title: `Disk ${disk.name} created` })
      backToList()
    },
  })
  return (
    <SideModalForm
      title="Create disk"
      submitLabel="Create disk"
      initialValues={diskDefaults()}
      schema={() => diskSchema(lists)}
      request={(values) => create.prepare({ query: { project }, body: diskCreateBody(values) })}
      onDismiss={() => backToList()}
    >
      <DiskFields fields={F} lists={lists} search={search} autoFocus />
    </SideModalForm>
  )
}
