// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type CapacitySled, capacityGiB, capacityTiB, fleetCapacity, sledInService } from './fleet-capacity'
import { GiB, TiB } from './format'

const sled: CapacitySled = {
  usableHardwareThreads: 128,
  usablePhysicalRam: 1024 * GiB,
  policy: { kind: 'in_service' },
  state: 'active',
}

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
    expect(fleetCapacity([])).toEqual({
      cpus: 0,
      memory: 0,
      storage: 0,
      from: { sleds: 0, threads: 0, ram: 0 },
    })
  })

  it('counts only the sleds in service: not an expunged sled, nor a decommissioned one', () => {
    const expunged: CapacitySled = { ...sled, policy: { kind: 'expunged' }, state: 'decommissioned' }
    // expunged a moment ago, not yet decommissioned
    const leaving: CapacitySled = { ...sled, policy: { kind: 'expunged' }, state: 'active' }
    expect(sledInService(expunged)).toBe(false)
    expect(sledInService(leaving)).toBe(false)
    expect(sledInService({ ...sled, state: 'decommissioned' })).toBe(false)
    const capacity = fleetCapacity([sled, sled, expunged, leaving])
    expect(capacity).toEqual(fleetCapacity([sled, sled]))
    expect(capacity.from).toEqual({ sleds: 2, threads: 256, ram: 2048 * GiB })
  })

  it('counts a non-provisionable sled, which keeps running its instances', () => {
    const drained = { ...sled, policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' } } as const
    expect(sledInService(drained)).toBe(true)
    expect(fleetCapacity([sled, drained]).from.sleds).toBe(2)
  })
})
