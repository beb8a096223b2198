import { type LoaderFunctionArgs, useNavigate, useParams } from 'react-router'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api/client'
import { DescriptionField, NameField } from '~/components/form/NameField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { TextFieldF } from '~/components/form/TextFieldF'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import type { RouteHandle } from '~/components/route-handle'
import { SnapshotStateBadge } from '~/components/StateBadges'
import { addToast } from '~/components/toasts'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'

export const handle: RouteHandle = { crumb: 'Create image' }

const snapshotParams = (project: string, snapshot: string) => ({ path: { snapshot }, query: { project } })

export async function loader({ params }: LoaderFunctionArgs) {
  await preload('snapshotView', snapshotParams(params.project!, params.snapshot!))
  return null
}

const schema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  os: yup.string().trim().required('OS is required'),
  version: yup.string().trim().required('Version is required'),
})

/** Makes a project image from a ready snapshot. */
export default function ImageFromSnapshotForm() {
  const { project = '', snapshot: snapshotName = '' } = useParams()
  const navigate = useNavigate()
  const { data: snapshot } = usePrefetchedApiQuery('snapshotView', snapshotParams(project, snapshotName), {
    // a snapshot still being created becomes usable by itself; watch it until it does
    refreshInterval: (latest) => (latest?.state === 'creating' ? 2000 : 0),
  })
  const create = useApiMutation('imageCreate', {
    onSuccess: (image) => {
      invalidate('imageList')
      addToast({ title: `Image ${image.name} created` })
      navigate(pb.projectImages({ project }))
    },
  })
  return (
    <SideModalForm
      title="Create image from snapshot"
      subtitle={`Snapshot ${snapshot.name} · ${formatBytes(snapshot.size)}`}
      submitLabel="Create image"
      initialValues={{ name: '', description: '', os: '', version: '' }}
      validationSchema={schema}
      onSubmit={(values) =>
        create.mutate({
          query: { project },
          body: {
            name: values.name,
            description: values.description,
            os: values.os.trim(),
            version: values.version.trim(),
            source: { type: 'snapshot', id: snapshot.id },
          },
        })
      }
      loading={create.isPending}
      submitError={create.error}
      onDismiss={() => navigate(pb.snapshots({ project }))}
    >
      {snapshot.state !== 'ready' && (
        <p role="status">
          <SnapshotStateBadge state={snapshot.state} /> An image can be made once the snapshot is ready.
        </p>
      )}
      <NameField autoFocus />
      <DescriptionField />
      <TextFieldF name="os" label="OS" description="The operating system family, e.g. debian" isRequired />
      <TextFieldF name="version" label="Version" description="The OS version, e.g. 12" isRequired />
    </SideModalForm>
  )
}
