import { useMemo } from 'react'
import { type LoaderFunctionArgs, useNavigate, useParams } from 'react-router'
import type { DiskSource } from '~/api/__generated__/Api'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api/client'
import {
  chosenSource,
  type DiskFormValues,
  DiskSourceFields,
  type SourceLists,
} from '~/components/disk-form/DiskSourceFields'
import { diskSizeBytes, validateDiskSizeGiB } from '~/components/disk-form/disk-size'
import { DescriptionField, NameField } from '~/components/form/NameField'
import { SideModalForm } from '~/components/form/SideModalForm'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { allProjectImages, allSiloImages, allSnapshots } from '~/components/lists'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import type { ImportBlockSize } from '~/util/upload'

export const handle: RouteHandle = { crumb: 'New disk' }

export async function loader({ params }: LoaderFunctionArgs) {
  const project = params.project!
  await Promise.all([
    preload('snapshotList', allSnapshots(project)),
    preload('imageList', allProjectImages(project)),
    preload('imageList', allSiloImages()),
  ])
  return null
}

const initialValues: DiskFormValues = {
  name: '',
  description: '',
  sourceType: 'blank',
  blockSize: '4096',
  snapshot: '',
  image: '',
  size: 10,
}

function makeSchema(lists: SourceLists) {
  return yup.object({
    name: nameSchema(),
    description: yup.string(),
    snapshot: yup.string().test('required', 'Snapshot is required', function (v) {
      return this.parent.sourceType !== 'snapshot' || Boolean(v)
    }),
    image: yup.string().test('required', 'Image is required', function (v) {
      return this.parent.sourceType !== 'image' || Boolean(v)
    }),
    size: yup.mixed<number>().test('size', '', function (size) {
      const error = validateDiskSizeGiB(Number(size), chosenSource(this.parent, lists))
      return error ? this.createError({ message: error }) : true
    }),
  })
}

function diskSource(values: DiskFormValues): DiskSource {
  switch (values.sourceType) {
    case 'snapshot':
      return { type: 'snapshot', snapshotId: values.snapshot }
    case 'image':
      return { type: 'image', imageId: values.image }
    default:
      return { type: 'blank', blockSize: Number(values.blockSize) as ImportBlockSize }
  }
}

export default function DiskCreateForm() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  const { data: snapshots } = usePrefetchedApiQuery('snapshotList', allSnapshots(project))
  const { data: projectImages } = usePrefetchedApiQuery('imageList', allProjectImages(project))
  const { data: siloImages } = usePrefetchedApiQuery('imageList', allSiloImages())
  const lists = useMemo(
    () => ({ snapshots: snapshots.items, images: [...projectImages.items, ...siloImages.items] }),
    [snapshots, projectImages, siloImages],
  )
  const schema = useMemo(() => makeSchema(lists), [lists])
  const create = useApiMutation('diskCreate', {
    onSuccess: (disk) => {
      invalidate('diskList')
      addToast({ title: `Disk ${disk.name} created` })
      navigate(pb.disks({ project }))
    },
  })
  return (
    <SideModalForm
      title="Create disk"
      submitLabel="Create disk"
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) =>
        create.mutate({
          query: { project },
          body: {
            name: values.name,
            description: values.description,
            diskSource: diskSource(values),
            size: diskSizeBytes(values.size),
          },
        })
      }
      loading={create.isPending}
      submitError={create.error}
      onDismiss={() => navigate(pb.disks({ project }))}
    >
      <NameField autoFocus />
      <DescriptionField />
      <DiskSourceFields lists={lists} />
    </SideModalForm>
  )
}
