// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { GiB, KiB, MiB } from './format'
import {
  BULK_WRITE_CHUNK_BYTES,
  bytesToBase64,
  createSpeedMeter,
  importDiskSize,
  isAbort,
  isAllZero,
  isQcow2,
  padBytes,
  padToBlock,
  percentDone,
  planChunks,
  runPool,
  validateImageFileSize,
} from './upload'

describe('planChunks', () => {
  it('covers the file with 512 KiB writes and a shorter last one', () => {
    const chunks = planChunks(BULK_WRITE_CHUNK_BYTES * 2 + 1000)
    expect(chunks).toEqual([
      { offset: 0, length: 512 * KiB },
      { offset: 512 * KiB, length: 512 * KiB },
      { offset: 1024 * KiB, length: 1000 },
    ])
  })

  it('plans nothing for an empty file and one write for a small one', () => {
    expect(planChunks(0)).toEqual([])
    expect(planChunks(4096)).toEqual([{ offset: 0, length: 4096 }])
  })

  it('has contiguous chunks that add up to the file size', () => {
    const size = 7 * MiB + 12345
    const chunks = planChunks(size)
    expect(chunks.reduce((sum, c) => sum + c.length, 0)).toBe(size)
    chunks.forEach((c, i) => {
      if (i > 0) expect(c.offset).toBe(chunks[i - 1].offset + chunks[i - 1].length)
    })
  })
})

describe('block padding', () => {
  it('rounds lengths up to whole blocks', () => {
    expect(padToBlock(1, 512)).toBe(512)
    expect(padToBlock(512, 512)).toBe(512)
    expect(padToBlock(4097, 4096)).toBe(8192)
  })

  it('pads the bytes with zeros and leaves whole blocks alone', () => {
    const whole = new Uint8Array(512).fill(7)
    expect(padBytes(whole, 512)).toBe(whole)
    const padded = padBytes(new Uint8Array([1, 2, 3]), 512)
    expect(padded.length).toBe(512)
    expect([...padded.subarray(0, 4)]).toEqual([1, 2, 3, 0])
  })
})

describe('isAllZero', () => {
  it('tells zero chunks from data, wherever the data is', () => {
    expect(isAllZero(new Uint8Array(1024))).toBe(true)
    const last = new Uint8Array(1024)
    last[1023] = 1
    expect(isAllZero(last)).toBe(false)
    const first = new Uint8Array(1024)
    first[0] = 1
    expect(isAllZero(first)).toBe(false)
  })

  it('works on unaligned views and odd lengths', () => {
    const buffer = new Uint8Array(1027)
    expect(isAllZero(buffer.subarray(3))).toBe(true)
    buffer[1026] = 9
    expect(isAllZero(buffer.subarray(3))).toBe(false)
  })
})

describe('importDiskSize', () => {
  it('is whole GiB, at least one', () => {
    expect(importDiskSize(1)).toBe(GiB)
    expect(importDiskSize(GiB)).toBe(GiB)
    expect(importDiskSize(GiB + 1)).toBe(2 * GiB)
    expect(importDiskSize(3.5 * GiB)).toBe(4 * GiB)
  })
})

describe('validateImageFileSize', () => {
  it('refuses empty and oversized files', () => {
    expect(validateImageFileSize(0)).toBe('The file is empty')
    expect(validateImageFileSize(1023 * GiB)).toBeUndefined()
    expect(validateImageFileSize(1023 * GiB + 1)).toBe('The file must be at most 1023 GiB')
  })
})

describe('isQcow2', () => {
  it('recognises the QCOW2 magic number', () => {
    expect(isQcow2(new Uint8Array([0x51, 0x46, 0x49, 0xfb, 0, 0]))).toBe(true)
    expect(isQcow2(new Uint8Array([0, 0, 0, 0]))).toBe(false)
    expect(isQcow2(new Uint8Array([0x51]))).toBe(false)
  })
})

describe('bytesToBase64', () => {
  it('matches the standard encoding, also for large buffers', () => {
    expect(bytesToBase64(new TextEncoder().encode('oxide'))).toBe('b3hpZGU=')
    const big = new Uint8Array(100_000).map((_, i) => i % 256)
    const decoded = Uint8Array.from(atob(bytesToBase64(big)), (c) => c.charCodeAt(0))
    expect(decoded).toEqual(big)
  })
})

describe('createSpeedMeter', () => {
  it('has no speed before anything is measured', () => {
    const meter = createSpeedMeter()
    expect(meter.bytesPerSecond(0)).toBeNull()
    meter.start(0)
    expect(meter.bytesPerSecond(100)).toBeNull()
  })

  it('measures bytes per second over the recent window', () => {
    const meter = createSpeedMeter(3000)
    meter.start(0)
    meter.record(MiB, 1000)
    meter.record(MiB, 2000)
    expect(meter.bytesPerSecond(2000)).toBe(MiB)
    // later, only the recent samples count
    meter.record(4 * MiB, 5000)
    expect(meter.bytesPerSecond(5000)).toBeCloseTo((4 * MiB) / 3, 0)
  })

  it('drops to zero when nothing arrives for a whole window', () => {
    const meter = createSpeedMeter(3000)
    meter.start(0)
    meter.record(MiB, 500)
    expect(meter.bytesPerSecond(10_000)).toBe(0)
  })
})

describe('percentDone', () => {
  it('reaches 100 only when everything is done', () => {
    expect(percentDone(0, 0)).toBe(0)
    expect(percentDone(50, 100)).toBe(50)
    expect(percentDone(99_999_999, 100_000_000)).toBeLessThan(100)
    expect(percentDone(100, 100)).toBe(100)
  })
})

describe('runPool', () => {
  const tick = () => new Promise((r) => setTimeout(r, 1))

  it('runs every item with at most `limit` at once', async () => {
    let running = 0
    let peak = 0
    const done: number[] = []
    await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++
      peak = Math.max(peak, running)
      await tick()
      done.push(n)
      running--
    })
    expect(peak).toBe(3)
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('stops starting work after a failure and waits for what is running', async () => {
    const started: number[] = []
    let finished = 0
    const run = runPool([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n)
      await tick()
      finished++
      if (n === 2) throw new Error('boom')
    })
    await expect(run).rejects.toThrow('boom')
    expect(started.length).toBeLessThan(6)
    expect(finished).toBe(started.length)
  })

  it('rejects with an abort error once the signal fires', async () => {
    const controller = new AbortController()
    const started: number[] = []
    const run = runPool(
      [1, 2, 3, 4, 5],
      1,
      async (n) => {
        started.push(n)
        if (n === 2) controller.abort()
        await tick()
      },
      controller.signal,
    )
    const error = await run.catch((e) => e)
    expect(isAbort(error)).toBe(true)
    expect(started).toEqual([1, 2])
  })
})
