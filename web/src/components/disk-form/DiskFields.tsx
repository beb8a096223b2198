import type { Image, Snapshot } from '~/api/__generated__/Api'
import type { FormFields } from '~/components/form/form-fields'
import type { SelectItem } from '~/ui/ListOption'
import { MAX_DISK_SIZE_GIB } from '~/util/constants'
import { formatBytes } from '~/util/format'
import { BLOCK_SIZES } from '~/util/upload'
import { chosenSource, type DiskSourceType, type DiskValues, type SourceLists } from './disk-form'
import { minDiskSizeGiB } from './disk-size'
import type { SourceSearches } from './use-disk-source-search'

/** Fractions stay as typed, so the size rule can say the size must be whole instead of rounding silently. */
const TYPED_FRACTIONS: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 2 }

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

type Props = {
  /** The form's fields for the disk's values: `formFields<DiskValues>()`, or a nested draft's. */
  fields: FormFields<DiskValues>
  lists: SourceLists
  /** For a list of snapshots or images longer than its first page: the search of the rest as the user types. */
  search?: SourceSearches
  /** Where "Name" alone would be ambiguous, e.g. inside an instance's form: 'Disk name'. */
  nameLabel?: string
  sizeLabel?: string
  autoFocus?: boolean
}

/**
 * The one disk form: name, description, where the blocks come from (blank with a block size, a snapshot or an
 * image) and the size, which can never be below the source's.
 */
export function DiskFields({
  fields: F,
  lists,
  search,
  nameLabel = 'Name',
  sizeLabel = 'Size',
  autoFocus,
}: Props) {
  const values = F.useValues()
  const setValue = F.useSetValue()

  // choosing a bigger source grows the size to fit; the user can still make it larger
  const fitSize = (next: Partial<DiskValues>) => {
    const min = minDiskSizeGiB(chosenSource({ ...values, ...next }, lists)?.bytes)
    if (!(values.size >= min)) setValue('size', min)
  }

  const source = chosenSource(values, lists)
  const min = minDiskSizeGiB(source?.bytes)
  return (
    <>
      <F.Name label={nameLabel} autoFocus={autoFocus} />
      <F.Description />
      <F.Radio
        name="sourceType"
        label="Source"
        orientation="horizontal"
        options={[
          { value: 'blank', label: 'Blank' },
          { value: 'snapshot', label: 'Snapshot' },
          { value: 'image', label: 'Image' },
        ]}
        onChange={(v) => fitSize({ sourceType: v as DiskSourceType })}
      />
      {values.sourceType === 'blank' && (
        <F.Radio
          name="blockSize"
          label="Block size"
          orientation="horizontal"
          options={BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} bytes` }))}
        />
      )}
      {values.sourceType === 'snapshot' && (
        <F.ComboBox
          name="snapshot"
          label="Snapshot"
          items={snapshotItems(lists.snapshots)}
          placeholder="Search the project's snapshots"
          emptyText="No snapshot matches"
          onSearch={search?.snapshot?.onSearch}
          listStatus={search?.snapshot?.status}
          isRequired
          onChange={(v) => fitSize({ snapshot: v })}
        />
      )}
      {values.sourceType === 'image' && (
        <F.ComboBox
          name="image"
          label="Image"
          items={imageItems(lists.images)}
          placeholder="Search project and silo images"
          emptyText="No image matches"
          onSearch={search?.image?.onSearch}
          listStatus={search?.image?.status}
          isRequired
          onChange={(v) => fitSize({ image: v })}
        />
      )}
      <F.Number
        name="size"
        label={sizeLabel}
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
