/**
 * Pure helpers for uploading a local disk image through the bulk-write import API: how a file is cut into
 * writes, how big the import disk must be, throughput, and a bounded-concurrency runner.
 */
import { GiB, KiB } from './format'

/** The most one bulk write may carry (a Nexus limit). */
export const BULK_WRITE_CHUNK_BYTES = 512 * KiB

/** Parallel bulk writes; browsers open at most six connections per host over HTTP/1.1. */
export const UPLOAD_CONCURRENCY = 6

/** Largest disk the API creates, and so the largest image file that can be uploaded. */
const MAX_IMPORT_DISK_BYTES = 1023 * GiB

export const BLOCK_SIZES = [512, 2048, 4096] as const
export type ImportBlockSize = (typeof BLOCK_SIZES)[number]

export type Chunk = { offset: number; length: number }

/** The writes that cover a file of `size` bytes, in order; the last one may be shorter. */
export function planChunks(size: number, chunkSize: number = BULK_WRITE_CHUNK_BYTES): Chunk[] {
  if (chunkSize <= 0) throw new Error('chunk size must be positive')
  const chunks: Chunk[] = []
  for (let offset = 0; offset < size; offset += chunkSize) {
    chunks.push({ offset, length: Math.min(chunkSize, size - offset) })
  }
  return chunks
}

/** Round `length` up to whole blocks: every write must be a multiple of the disk's block size. */
export const padToBlock = (length: number, blockSize: number) => Math.ceil(length / blockSize) * blockSize

/** `bytes` zero-padded to whole blocks; the disk reads as zeros past the file's end anyway. */
export function padBytes(bytes: Uint8Array, blockSize: number): Uint8Array {
  const padded = padToBlock(bytes.length, blockSize)
  if (padded === bytes.length) return bytes
  const out = new Uint8Array(padded)
  out.set(bytes)
  return out
}

/** A new disk is all zeros, so a chunk of zeros need not be sent (sparse images upload much faster). */
export function isAllZero(bytes: Uint8Array): boolean {
  // compare eight bytes at a time where the buffer allows it
  const aligned = bytes.byteOffset % 8 === 0 ? Math.floor(bytes.length / 8) : 0
  if (aligned > 0) {
    const words = new BigUint64Array(bytes.buffer, bytes.byteOffset, aligned)
    for (const w of words) if (w !== 0n) return false
  }
  for (let i = aligned * 8; i < bytes.length; i++) if (bytes[i] !== 0) return false
  return true
}

/** Disk sizes are whole GiB: the smallest disk that holds a file of `fileSize` bytes (at least 1 GiB). */
export function importDiskSize(fileSize: number): number {
  return Math.max(1, Math.ceil(fileSize / GiB)) * GiB
}

const IMAGE_FILE_MESSAGES = {
  empty: 'The file is empty',
  tooLarge: 'The file must be at most 1023 GiB',
} as const

/** Why a file cannot be uploaded as an image, or undefined when it can. */
export function validateImageFileSize(size: number): string | undefined {
  if (size === 0) return IMAGE_FILE_MESSAGES.empty
  if (size > MAX_IMPORT_DISK_BYTES) return IMAGE_FILE_MESSAGES.tooLarge
  return undefined
}

/** QCOW2 files start with `QFI\xfb`; the API needs a raw image, so uploading one would give a broken disk. */
export function isQcow2(header: Uint8Array): boolean {
  return (
    header.length >= 4 && header[0] === 0x51 && header[1] === 0x46 && header[2] === 0x49 && header[3] === 0xfb
  )
}

/** Base64 for a bulk write body, built in slices so large chunks do not overflow the argument limit. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  const step = 0x8000
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step))
  }
  return btoa(binary)
}

/**
 * Throughput over a sliding window: what the user sees as "MiB/s". A window rather than the average since
 * the start, so a stall shows up within seconds instead of being averaged away.
 */
export function createSpeedMeter(windowMs = 3000) {
  let samples: { at: number; bytes: number }[] = []
  let startedAt: number | null = null
  return {
    start(now: number) {
      startedAt = now
      samples = []
    },
    record(bytes: number, now: number) {
      if (startedAt === null) startedAt = now
      samples.push({ at: now, bytes })
      samples = samples.filter((s) => s.at > now - windowMs)
    },
    /** Bytes per second, or null until there is something to measure. */
    bytesPerSecond(now: number): number | null {
      if (startedAt === null) return null
      const recent = samples.filter((s) => s.at > now - windowMs)
      if (recent.length === 0) return now - startedAt >= windowMs ? 0 : null
      const from = Math.max(startedAt, now - windowMs)
      const elapsed = Math.max(now - from, 250)
      const bytes = recent.reduce((sum, s) => sum + s.bytes, 0)
      return (bytes / elapsed) * 1000
    },
  }
}

/** 0 to 100, never NaN; exactly 100 only when every byte is done. */
export function percentDone(done: number, total: number): number {
  if (total <= 0) return 0
  const percent = (done / total) * 100
  return done < total ? Math.min(percent, 99.9) : 100
}

export class AbortedError extends Error {
  override name = 'AbortError'
  constructor() {
    super('The upload was canceled')
  }
}

export const isAbort = (e: unknown) => e instanceof Error && e.name === 'AbortError'

/**
 * Runs `worker` on every item with at most `limit` running at once. The first failure (or an abort) stops new
 * work from starting; what is already running is awaited before the promise rejects, so the caller can clean up
 * knowing nothing is still in flight.
 */
export async function runPool<T>(
  items: readonly T[],
  limit: number,
  worker: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0
  let failure: { error: unknown } | null = null
  const lane = async () => {
    while (!failure && next < items.length) {
      if (signal?.aborted) {
        failure ??= { error: new AbortedError() }
        return
      }
      const item = items[next++]
      try {
        await worker(item)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane)
  await Promise.all(lanes)
  if (!failure && signal?.aborted) failure = { error: new AbortedError() }
  if (failure) throw failure.error
}
