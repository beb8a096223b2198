import type { DiskCreate, DiskSource, Image, Snapshot } from '~/api/__generated__/Api'
import type { ImportBlockSize } from '~/util/upload'
import { validateName } from '~/util/validate'
import { type DiskSourceKind, diskSizeBytes, validateDiskSizeGiB } from './disk-size'

export type DiskSourceType = 'blank' | 'snapshot' | 'image'

/** What the one disk form holds, wherever a disk is made: disks-new, an instance's storage tab, a new instance. */
export type DiskValues = {
  name: string
  description: string
  sourceType: DiskSourceType
  blockSize: string
  /** Snapshot id, for a disk from a snapshot. */
  snapshot: string
  /** Image id, for a disk from an image. */
  image: string
  /** Whole GiB; NaN while the field is empty. */
  size: number
}

export const diskDefaults = (name = ''): DiskValues => ({
  name,
  description: '',
  sourceType: 'blank',
  blockSize: '4096',
  snapshot: '',
  image: '',
  size: 10,
})

/** The snapshots and images a disk can be made from. */
export type SourceLists = { snapshots: Snapshot[]; images: Image[] }

/** The image or snapshot the values point at, with its size, for the size rule. */
export function chosenSource(
  values: Pick<DiskValues, 'sourceType' | 'snapshot' | 'image'>,
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

const SNAPSHOT_REQUIRED = 'Snapshot is required'
const IMAGE_REQUIRED = 'Image is required'

/** Each field's error, if any: the rules of the disk form in one place, for its schema and for sub-forms. */
export function diskErrors(values: DiskValues, lists: SourceLists, nameLabel = 'Name') {
  return {
    name: validateName(values.name, { label: nameLabel }),
    snapshot: values.sourceType === 'snapshot' && !values.snapshot ? SNAPSHOT_REQUIRED : undefined,
    image: values.sourceType === 'image' && !values.image ? IMAGE_REQUIRED : undefined,
    size: validateDiskSizeGiB(values.size, chosenSource(values, lists)),
  }
}

/** The first thing wrong with a disk's values, in the order the fields are shown. */
export const firstDiskError = (values: DiskValues, lists: SourceLists, nameLabel?: string) =>
  Object.values(diskErrors(values, lists, nameLabel)).find(Boolean)

function diskSource(values: DiskValues): DiskSource {
  switch (values.sourceType) {
    case 'snapshot':
      return { type: 'snapshot', snapshotId: values.snapshot }
    case 'image':
      return { type: 'image', imageId: values.image }
    default:
      return { type: 'blank', blockSize: Number(values.blockSize) as ImportBlockSize }
  }
}

/** The request body that creates the disk the values describe. */
export const diskCreateBody = (values: DiskValues): DiskCreate => ({
  name: values.name,
  description: values.description,
  diskSource: diskSource(values),
  size: diskSizeBytes(values.size),
})
