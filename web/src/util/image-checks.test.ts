// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  IMAGE_HEADER_BYTES,
  imageSignature,
  imageSizeNote,
  imageWarnings,
  readImageHeader,
} from './image-checks'

const header = (write: (bytes: Uint8Array) => void) => {
  const bytes = new Uint8Array(IMAGE_HEADER_BYTES)
  write(bytes)
  return bytes
}
const text = (bytes: Uint8Array, offset: number, s: string) =>
  bytes.set(
    [...s].map((c) => c.charCodeAt(0)),
    offset,
  )

const mbr = header((b) => b.set([0x55, 0xaa], 510))
const gpt = header((b) => {
  b.set([0x55, 0xaa], 510)
  text(b, 512, 'EFI PART')
})
const gpt4k = header((b) => text(b, 4096, 'EFI PART'))
const iso = header((b) => text(b, 32_769, 'CD001'))
const qcow2 = header((b) => b.set([0x51, 0x46, 0x49, 0xfb]))
const random = header((b) => {
  for (let i = 0; i < b.length; i++) b[i] = (i * 7919) % 251
})

describe('what the first bytes of an image file say', () => {
  it('finds a partition table or a known image format', () => {
    expect(imageSignature(mbr, 512)).toBe('mbr')
    // a GPT disk's protective MBR does not hide its GPT
    expect(imageSignature(gpt, 512)).toBe('gpt')
    expect(imageSignature(gpt4k, 4096)).toBe('gpt')
    expect(imageSignature(gpt4k, 512)).toBeNull()
    expect(imageSignature(iso, 2048)).toBe('iso9660')
    expect(imageSignature(qcow2, 512)).toBe('qcow2')
    expect(imageSignature(random, 512)).toBeNull()
    expect(imageSignature(new Uint8Array(10), 512)).toBeNull()
  })

  it('warns in words about a QCOW2 file, a file with no known start and one of part blocks', () => {
    expect(imageWarnings(2 * 1024 * 1024, mbr, 512)).toEqual([])
    expect(imageWarnings(4096, qcow2, 512)).toEqual([
      'This is a QCOW2 image: convert it first with qemu-img convert -O raw. Uploaded as it is, the disk holds the QCOW2 file, which does not boot.',
    ])
    // a 1,000-byte random file: both
    expect(imageWarnings(1000, random.slice(0, 1000), 512)).toEqual([
      'The file starts with no partition table (MBR or GPT) and no ISO 9660 signature: this may not be bootable.',
      'The file is 1,000 bytes, not a whole number of 512-byte blocks: a disk image always is, so this may not be one. Its last block would be filled up with zeros.',
    ])
    // whole 512-byte blocks are not whole 4096-byte ones
    expect(imageWarnings(3 * 512, mbr, 4096)).toHaveLength(1)
  })

  it('says how big an image a file makes', () => {
    expect(imageSizeNote(1000)).toBe('This 1,000 B file makes a 1 GiB image (images are whole GiB).')
  })

  it('reads the first bytes only, once', async () => {
    const file = new Blob([new Uint8Array(100_000).fill(1)])
    const first = readImageHeader(file)
    expect(readImageHeader(file)).toBe(first)
    expect((await first).length).toBe(IMAGE_HEADER_BYTES)
  })
})
