// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { capacityGiB, capacityTiB, fleetCapacity } from './fleet-capacity'
import { GiB, TiB } from './format'

const sled = { usableHardwareThreads: 128, usablePhysicalRam: 1024 * GiB }

describe('fleet capacity', () => {
  it('counts 70% of the hardware threads of every sled, in whole vCPUs', () => {
    expect(fleetCapacity([sled]).cpus).toBe(89) // 0.7 * 128 = 89.6
    expect(fleetCapacity([sled, sled]).cpus).toBe(179) // 0.7 * 256 = 179.2
  })

  it('counts 70% of the usable physical RAM', () => {
    expect(capacityGiB(fleetCapacity([sled]))).toBeCloseTo(716.8, 0) // 0.7 * 1024 GiB
  })

  it('counts 32 TiB of storage per sled, scaled by 0.909, of which 70%', () => {
    // 0.7 * 32 * 0.909 = 20.3616 TiB per sled
    expect(capacityTiB(fleetCapacity([sled]))).toBeCloseTo(20.3616, 3)
    expect(capacityTiB(fleetCapacity(Array(12).fill(sled)))).toBeCloseTo(244.3392, 3)
    expect(fleetCapacity([sled]).storage).toBeLessThan(21 * TiB)
  })

  it('is nothing without sleds', () => {
    expect(fleetCapacity([])).toEqual({ cpus: 0, memory: 0, storage: 0 })
  })
})
