// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { GiB, MiB } from '~/util/format'
import { defaultDiskSizeGiB, diskSizeBytes, minDiskSizeGiB, validateDiskSizeGiB } from './disk-size'

/** Whether `bytes` splits into whole blocks, as the API requires of a disk. */
const isBlockMultiple = (bytes: number, blockSize: number) => bytes % blockSize === 0

describe('defaultDiskSizeGiB', () => {
  it("is the image's size rounded up to a multiple of 10 GiB, at most 1023", () => {
    expect(defaultDiskSizeGiB(256 * MiB)).toBe(10)
    expect(defaultDiskSizeGiB(10 * GiB)).toBe(10)
    expect(defaultDiskSizeGiB(10.2 * GiB)).toBe(20)
    expect(defaultDiskSizeGiB(30 * GiB)).toBe(30)
    expect(defaultDiskSizeGiB(31 * GiB)).toBe(40)
    expect(defaultDiskSizeGiB(1015 * GiB)).toBe(1020)
    expect(defaultDiskSizeGiB(1021 * GiB)).toBe(1023)
    expect(defaultDiskSizeGiB()).toBe(10)
  })
})

describe('minDiskSizeGiB', () => {
  it('is 1 GiB without a source and rounds a source up to whole GiB', () => {
    expect(minDiskSizeGiB()).toBe(1)
    expect(minDiskSizeGiB(256 * MiB)).toBe(1)
    expect(minDiskSizeGiB(2 * GiB)).toBe(2)
    expect(minDiskSizeGiB(3584 * MiB)).toBe(4)
  })
})

describe('validateDiskSizeGiB', () => {
  it('takes whole GiB from 1 to 1023', () => {
    expect(validateDiskSizeGiB(Number.NaN)).toBe('Size is required')
    expect(validateDiskSizeGiB(1.5)).toBe('Size must be a whole number of GiB')
    expect(validateDiskSizeGiB(0)).toBe('Size must be at least 1 GiB')
    expect(validateDiskSizeGiB(1)).toBeUndefined()
    expect(validateDiskSizeGiB(1023)).toBeUndefined()
    expect(validateDiskSizeGiB(1024)).toBe('Size must be at most 1023 GiB')
  })

  it('never goes below the size of the image or snapshot', () => {
    const image = { kind: 'image' as const, bytes: 3584 * MiB }
    expect(validateDiskSizeGiB(3, image)).toBe('Size must be at least 4 GiB, the size of the image')
    expect(validateDiskSizeGiB(4, image)).toBeUndefined()
    const snapshot = { kind: 'snapshot' as const, bytes: 500 * GiB }
    expect(validateDiskSizeGiB(499, snapshot)).toBe('Size must be at least 500 GiB, the size of the snapshot')
    expect(validateDiskSizeGiB(500, snapshot)).toBeUndefined()
  })
})

describe('block size', () => {
  it('every whole-GiB size is a multiple of every block size', () => {
    for (const gib of [1, 7, 1023]) {
      for (const block of [512, 2048, 4096]) expect(isBlockMultiple(diskSizeBytes(gib), block)).toBe(true)
    }
    expect(isBlockMultiple(GiB + 512, 4096)).toBe(false)
  })
})
