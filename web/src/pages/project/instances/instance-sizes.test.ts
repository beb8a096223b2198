// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  INSTANCE_MAX_CPUS,
  INSTANCE_MAX_MEMORY_GIB,
  SIZE_PRESETS,
  validateCpus,
  validateMemoryGib,
} from './instance-sizes'

describe('instance size rules', () => {
  it('accepts 1 to 64 vCPUs', () => {
    expect(validateCpus(1)).toBeUndefined()
    expect(validateCpus(64)).toBeUndefined()
    expect(validateCpus(0)).toBe('vCPUs must be between 1 and 64')
    expect(validateCpus(65)).toBe('vCPUs must be between 1 and 64')
    expect(validateCpus(2.5)).toBe('vCPUs must be a whole number')
    expect(validateCpus(Number.NaN)).toBe('vCPUs is required')
  })

  it('accepts 1 to 1536 GiB of memory', () => {
    expect(validateMemoryGib(1)).toBeUndefined()
    expect(validateMemoryGib(1536)).toBeUndefined()
    expect(validateMemoryGib(0)).toBe('Memory must be between 1 and 1536 GiB')
    expect(validateMemoryGib(1537)).toBe('Memory must be between 1 and 1536 GiB')
    expect(validateMemoryGib(1.5)).toBe('Memory must be a whole number of GiB')
  })

  it('offers only presets within the limits, each once', () => {
    for (const p of SIZE_PRESETS) {
      expect(p.ncpus).toBeLessThanOrEqual(INSTANCE_MAX_CPUS)
      expect(p.memoryGib).toBeLessThanOrEqual(INSTANCE_MAX_MEMORY_GIB)
    }
    expect(new Set(SIZE_PRESETS.map((p) => p.id)).size).toBe(SIZE_PRESETS.length)
  })
})
