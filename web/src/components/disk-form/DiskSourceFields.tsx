import { useFormikContext } from 'formik'
import type { Image, Snapshot } from '~/api/__generated__/Api'
import { ComboBoxF } from '~/components/form/ComboBoxF'
import { NumberFieldF } from '~/components/form/NumberFieldF'
import { RadioGroupF } from '~/components/form/RadioGroupF'
import type { SelectItem } from '~/ui/ListOption'
import { MAX_DISK_SIZE_GIB } from '~/util/constants'
import { formatBytes } from '~/util/format'
import { BLOCK_SIZES } from '~/util/upload'
import { type DiskSourceKind, minDiskSizeGiB } from './disk-size'

export type SourceType = 'blank' | 'snapshot' | 'image'

export type DiskFormValues = {
  name: string
  description: string
  sourceType: SourceType
  blockSize: string
  snapshot: string
  image: string
  /** Whole GiB; NaN while the field is empty. */
  size: number
}

/** Fractions stay as typed, so the size rule can say the size must be whole instead of rounding silently. */
const TYPED_FRACTIONS: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 2 }

export type SourceLists = { snapshots: Snapshot[]; images: Image[] }

/** The image or snapshot the form's values point at, with its size, for the size rules. */
export function chosenSource(
  values: Pick<DiskFormValues, 'sourceType' | 'snapshot' | 'image'>,
  lists: SourceLists,
): { kind: DiskSourceKind; bytes: number } | null {
  if (values.sourceType === 'snapshot') {
    const snapshot = lists.snapshots.find((s) => s.id === values.snapshot)
    return snapshot ? { kind: 'snapshot', bytes: snapshot.size } : null
  }
  if (values.sourceType === 'image') {
    const image = lists.images.find((i) => i.id === values.image)
    return image ? { kind: 'image', bytes: image.size } : null
  }
  return null
}

const snapshotItems = (snapshots: Snapshot[]): SelectItem[] =>
  snapshots.map((s) => ({
    value: s.id,
    label: s.name,
    description:
      s.state === 'ready'
        ? formatBytes(s.size)
        : `Only a ready snapshot can be used (this one is ${s.state})`,
    isDisabled: s.state !== 'ready',
  }))

const imageItems = (images: Image[]): SelectItem[] =>
  images.map((i) => ({
    value: i.id,
    label: i.name,
    description: `${i.projectId ? 'Project' : 'Silo'} image · ${i.os} ${i.version} · ${formatBytes(i.size)}`,
  }))

/** Where the disk's blocks come from, and its size, which can never be below the source's. */
export function DiskSourceFields({ lists }: { lists: SourceLists }) {
  const { values, setFieldValue } = useFormikContext<DiskFormValues>()

  // choosing a bigger source grows the size to fit; the user can still make it larger
  const fitSize = (next: Partial<DiskFormValues>) => {
    const source = chosenSource({ ...values, ...next }, lists)
    const min = minDiskSizeGiB(source?.bytes)
    if (!(values.size >= min)) setFieldValue('size', min)
  }

  const source = chosenSource(values, lists)
  const min = minDiskSizeGiB(source?.bytes)
  return (
    <>
      <RadioGroupF
        name="sourceType"
        label="Source"
        orientation="horizontal"
        options={[
          { value: 'blank', label: 'Blank' },
          { value: 'snapshot', label: 'Snapshot' },
          { value: 'image', label: 'Image' },
        ]}
        onChange={(v) => fitSize({ sourceType: v as SourceType })}
      />
      {values.sourceType === 'blank' && (
        <RadioGroupF
          name="blockSize"
          label="Block size"
          orientation="horizontal"
          options={BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} bytes` }))}
        />
      )}
      {values.sourceType === 'snapshot' && (
        <ComboBoxF
          name="snapshot"
          label="Snapshot"
          items={snapshotItems(lists.snapshots)}
          placeholder="Search the project's snapshots"
          emptyText="No snapshot matches"
          isRequired
          onChange={(v) => fitSize({ snapshot: v })}
        />
      )}
      {values.sourceType === 'image' && (
        <ComboBoxF
          name="image"
          label="Image"
          items={imageItems(lists.images)}
          placeholder="Search project and silo images"
          emptyText="No image matches"
          isRequired
          onChange={(v) => fitSize({ image: v })}
        />
      )}
      <NumberFieldF
        name="size"
        label="Size"
        unit="GiB"
        minValue={1}
        maxValue={MAX_DISK_SIZE_GIB}
        isRequired
        formatOptions={TYPED_FRACTIONS}
        description={
          source
            ? `From ${min} to ${MAX_DISK_SIZE_GIB} GiB; at least the size of the ${source.kind}.`
            : `From 1 to ${MAX_DISK_SIZE_GIB} GiB.`
        }
      />
    </>
  )
}
