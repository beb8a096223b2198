/**
 * What can be told of a disk image file from its size and first bytes, before any of it is sent: whether it
 * starts the way a bootable raw disk image does, or is a QCOW2 file that needs converting first.
 */
import { formatBytes } from './format'
import { CONSOLE_LOCALE } from './locale'
import { importDiskSize, isQcow2 } from './upload'

/** Enough of the file to find ISO 9660's "CD001" at byte 32769. */
export const IMAGE_HEADER_BYTES = 32_774

const ascii = (header: Uint8Array, offset: number, text: string) =>
  header.length >= offset + text.length &&
  [...text].every((char, i) => header[offset + i] === char.charCodeAt(0))

export type ImageSignature = 'gpt' | 'mbr' | 'iso9660' | 'qcow2'

/**
 * The known format the file starts with, or null: QCOW2's magic `QFI\xfb` at 0; a GPT header ("EFI PART") in
 * the second block, at 512 or at the chosen block size; ISO 9660's "CD001" at 32769; a DOS partition table's
 * (MBR) boot signature 0x55 0xAA at 510. A GPT disk has an MBR too, a protective one: GPT is said first.
 */
export function imageSignature(header: Uint8Array, blockSize: number): ImageSignature | null {
  if (isQcow2(header)) return 'qcow2'
  if (ascii(header, 512, 'EFI PART') || ascii(header, blockSize, 'EFI PART')) return 'gpt'
  if (ascii(header, 32_769, 'CD001')) return 'iso9660'
  if (header.length >= 512 && header[510] === 0x55 && header[511] === 0xaa) return 'mbr'
  return null
}

const bytes = new Intl.NumberFormat(CONSOLE_LOCALE)

/**
 * Why the file may not make a working image, in words, or none: a QCOW2 file (to convert first), a file that
 * starts with no partition table or known image signature, or a size that is not whole blocks. None of these
 * is certain to be wrong, so the form warns and lets the user upload anyway.
 */
export function imageWarnings(size: number, header: Uint8Array, blockSize: number): string[] {
  const signature = imageSignature(header, blockSize)
  if (signature === 'qcow2') {
    return [
      'This is a QCOW2 image: convert it first with qemu-img convert -O raw. Uploaded as it is, the disk holds the QCOW2 file, which does not boot.',
    ]
  }
  const warnings: string[] = []
  if (signature === null) {
    warnings.push(
      'The file starts with no partition table (MBR or GPT) and no ISO 9660 signature: this may not be bootable.',
    )
  }
  if (size % blockSize !== 0) {
    warnings.push(
      `The file is ${bytes.format(size)} bytes, not a whole number of ${blockSize}-byte blocks: a disk image always is, so this may not be one. Its last block would be filled up with zeros.`,
    )
  }
  return warnings
}

/** What the upload makes of a file: `A 1,000-byte file makes a 1 GiB image.` */
export const imageSizeNote = (size: number) =>
  `This ${formatBytes(size)} file makes a ${formatBytes(importDiskSize(size))} image (images are whole GiB).`

const headers = new WeakMap<Blob, Promise<Uint8Array>>()

/** The first bytes of a file, read once however often a form checks it, without reading the rest. */
export function readImageHeader(file: Blob): Promise<Uint8Array> {
  let header = headers.get(file)
  if (!header) {
    header = file
      .slice(0, IMAGE_HEADER_BYTES)
      .arrayBuffer()
      .then((buffer) => new Uint8Array(buffer))
    headers.set(file, header)
  }
  return header
}
