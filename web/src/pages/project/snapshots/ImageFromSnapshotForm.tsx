import { useNavigate } from 'react-router'
import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { SnapshotStateBadge } from '~/components/StateBadges'
import { addToast } from '~/components/toasts'
import { POLL_MS } from '~/util/constants'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { snapshotView } from './queries'
import { imageFromSnapshotSchema } from './snapshot-schema'

export const handle: RouteHandle = { crumb: 'Create image' }

type Values = { name: string; description: string; os: string; version: string }
const F = formFields<Values>()

/** Makes a project image from a ready snapshot. */
export default function ImageFromSnapshotForm() {
  const { project, snapshot: name } = useRequiredParams('project', 'snapshot')
  const navigate = useNavigate()
  const backToList = useBackToList(pb.snapshots({ project }))
  const { data: snapshot } = usePrefetchedApiQuery(snapshotView({ project, snapshot: name }), {
    // a snapshot still being created becomes usable by itself; watch it until it does
    refreshInterval: (latest) => (latest?.state === 'creating' ? POLL_MS : 0),
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
      schema={imageFromSnapshotSchema}
      request={(values) =>
        create.prepare({
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
      onDismiss={() => backToList()}
    >
      {snapshot.state !== 'ready' && (
        <p role="status">
          <SnapshotStateBadge state={snapshot.state} /> An image can be made once the snapshot is ready.
        </p>
      )}
      <F.Name autoFocus />
      <F.Description />
      <F.Text name="os" label="OS" description="The operating system family, e.g. debian" isRequired />
      <F.Text name="version" label="Version" description="The OS version, e.g. 12" isRequired />
    </SideModalForm>
  )
}
