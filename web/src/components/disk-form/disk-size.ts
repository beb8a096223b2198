/** The size rules of a new disk, shared by the disk create form and its tests. */

import { MAX_DISK_SIZE_GIB } from '~/util/constants'
import { GiB } from '~/util/format'

const MIN_DISK_SIZE_GIB = 1

export type DiskSourceKind = 'image' | 'snapshot'

/** The smallest whole-GiB disk that can hold `sourceBytes` (an image or snapshot), and never below 1 GiB. */
export function minDiskSizeGiB(sourceBytes?: number | null): number {
  if (!sourceBytes) return MIN_DISK_SIZE_GIB
  return Math.max(MIN_DISK_SIZE_GIB, Math.ceil(sourceBytes / GiB))
}

/** A new disk's default size from its image goes up in steps of this many GiB, to at most the largest disk. */
const DEFAULT_SIZE_STEP_GIB = 10

/**
 * The size a new disk made from an image starts at: the image's size rounded up to a multiple of 10 GiB (room to
 * grow, and a round number), capped at the largest disk, 1023 GiB.
 */
export function defaultDiskSizeGiB(sourceBytes?: number | null): number {
  const steps = Math.ceil(minDiskSizeGiB(sourceBytes) / DEFAULT_SIZE_STEP_GIB)
  return Math.min(steps * DEFAULT_SIZE_STEP_GIB, MAX_DISK_SIZE_GIB)
}

/** A disk's size in bytes from the whole GiB the form takes; always a multiple of every block size. */
export const diskSizeBytes = (gib: number) => gib * GiB

const DISK_SIZE_MESSAGES = {
  required: 'Size is required',
  whole: 'Size must be a whole number of GiB',
  min: `Size must be at least ${MIN_DISK_SIZE_GIB} GiB`,
  max: `Size must be at most ${MAX_DISK_SIZE_GIB} GiB`,
  source: (kind: DiskSourceKind, gib: number) => `Size must be at least ${gib} GiB, the size of the ${kind}`,
} as const

/** Why `sizeGiB` is not a valid size for a disk made from a source of `sourceBytes`, or undefined. */
export function validateDiskSizeGiB(
  sizeGiB: number,
  source?: { kind: DiskSourceKind; bytes: number } | null,
): string | undefined {
  if (!Number.isFinite(sizeGiB)) return DISK_SIZE_MESSAGES.required
  if (!Number.isInteger(sizeGiB)) return DISK_SIZE_MESSAGES.whole
  if (sizeGiB < MIN_DISK_SIZE_GIB) return DISK_SIZE_MESSAGES.min
  if (sizeGiB > MAX_DISK_SIZE_GIB) return DISK_SIZE_MESSAGES.max
  if (source) {
    const min = minDiskSizeGiB(source.bytes)
    if (sizeGiB < min) return DISK_SIZE_MESSAGES.source(source.kind, min)
  }
  return undefined
}
