import { useRef } from 'react'
import { invalidate, useApiMutation } from '~/api/client'
import { DescriptionField, NameField } from '~/components/form/NameField'
import { NumberFieldF } from '~/components/form/NumberFieldF'
import { SideModalForm } from '~/components/form/SideModalForm'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { addToast } from '~/components/toasts'
import { MAX_DISK_SIZE_GIB } from '~/util/constants'
import { GiB } from '~/util/format'
import { generateName } from '~/util/names'

type Props = { project: string; instance: string; onClose: () => void }

const schema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  size: yup
    .number()
    .label('Size')
    .typeError('Size is required')
    .required()
    .integer('Size must be a whole number of GiB')
    .min(1, 'Size must be at least 1 GiB')
    .max(MAX_DISK_SIZE_GIB, `Size can be at most ${MAX_DISK_SIZE_GIB} GiB`),
})

type Values = { name: string; description: string; size: number }

/** Creates a blank disk and attaches it in one step. */
export function DiskCreateAttachForm({ project, instance, onClose }: Props) {
  const created = useRef<string | null>(null)
  const create = useApiMutation('diskCreate')
  const attach = useApiMutation('instanceDiskAttach')

  const submit = async (values: Values) => {
    // if an earlier try created the disk but could not attach it, only the attach is retried
    if (created.current !== values.name) {
      await create.mutate({
        query: { project },
        body: {
          name: values.name,
          description: values.description,
          size: values.size * GiB,
          diskSource: { type: 'blank', blockSize: 4096 },
        },
      })
      created.current = values.name
      invalidate('diskList')
    }
    await attach.mutate({ path: { instance }, query: { project }, body: { disk: values.name } })
    invalidate('instanceDiskList')
    addToast({ title: `Disk ${values.name} created and attached` })
    onClose()
  }

  return (
    <SideModalForm
      title="Create disk"
      subtitle={`Attached to ${instance}`}
      submitLabel="Create and attach"
      initialValues={{ name: generateName(instance, 'disk'), description: '', size: 10 }}
      validationSchema={schema}
      onSubmit={submit}
      loading={create.isPending || attach.isPending}
      submitError={attach.error ?? create.error}
      onDismiss={onClose}
    >
      <NameField autoFocus />
      <DescriptionField />
      <NumberFieldF
        name="size"
        label="Size"
        unit="GiB"
        minValue={1}
        maxValue={MAX_DISK_SIZE_GIB}
        isRequired
        description={`A blank disk of 1 to ${MAX_DISK_SIZE_GIB} GiB.`}
      />
    </SideModalForm>
  )
}
