import { type LoaderFunctionArgs, useNavigate, useParams, useSearchParams } from 'react-router'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api/client'
import { ComboBoxF } from '~/components/form/ComboBoxF'
import { DescriptionField, NameField } from '~/components/form/NameField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { diskDisabledReason } from '~/components/instance-state'
import { allDisks } from '~/components/lists'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'

export const handle: RouteHandle = { crumb: 'New snapshot' }

export async function loader({ params }: LoaderFunctionArgs) {
  await preload('diskList', allDisks(params.project!))
  return null
}

const schema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  disk: yup.string().required('Disk is required'),
})

/** Takes a snapshot of one of the project's disks; `?disk=` picks the disk in advance. */
export default function SnapshotCreateForm() {
  const { project = '' } = useParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const { data: disks } = usePrefetchedApiQuery('diskList', allDisks(project))
  const create = useApiMutation('snapshotCreate', {
    onSuccess: (snapshot) => {
      invalidate('snapshotList')
      addToast({ title: `Snapshot ${snapshot.name} created` })
      navigate(pb.snapshots({ project }))
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
      validationSchema={schema}
      onSubmit={(values) => create.mutate({ query: { project }, body: values })}
      loading={create.isPending}
      submitError={create.error}
      onDismiss={() => navigate(pb.snapshots({ project }))}
    >
      <NameField autoFocus />
      <DescriptionField />
      <ComboBoxF
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
