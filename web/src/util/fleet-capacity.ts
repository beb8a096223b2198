import { GiB, TiB } from './format'

/**
 * What the fleet can hand out to silos, from its sleds. Only part of the hardware is usable for guests: the
 * control plane, storage redundancy and headroom for a failed sled take the rest.
 */

/** The share of every sled's resources that counts as capacity. */
export const FLEET_USABLE_FRACTION = 0.7
/** Raw guest storage per sled, in TiB as it is sold (32 TB of drives)... */
export const STORAGE_TIB_PER_SLED = 32
/** ...and the factor that turns it into what the storage layer can actually use. */
export const STORAGE_SCALE = 0.909

export type CapacitySled = { usableHardwareThreads: number; usablePhysicalRam: number }

export type FleetCapacity = {
  /** vCPUs: hardware threads, whole. */
  cpus: number
  /** Memory in bytes, from the sleds' usable physical RAM. */
  memory: number
  /** Storage in bytes. */
  storage: number
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

export function fleetCapacity(sleds: readonly CapacitySled[]): FleetCapacity {
  const f = FLEET_USABLE_FRACTION
  return {
    cpus: Math.floor(f * sum(sleds.map((s) => s.usableHardwareThreads))),
    memory: Math.floor(f * sum(sleds.map((s) => s.usablePhysicalRam))),
    storage: Math.floor(f * sleds.length * STORAGE_TIB_PER_SLED * STORAGE_SCALE * TiB),
  }
}

/** Memory capacity in GiB, as memory is shown and entered. */
export const capacityGiB = (c: FleetCapacity) => c.memory / GiB
/** Storage capacity in TiB, as fleet-wide storage is shown. */
export const capacityTiB = (c: FleetCapacity) => c.storage / TiB

/** Percentages of capacity go up in steps of this many points... */
export const PERCENT_STEP = 10
/** ...to at most this: quotas may promise many times what the fleet holds, and a bar has to stop somewhere. */
export const PERCENT_CAP = 1023

/**
 * `amount` as a percentage of `capacity`, rounded up to a multiple of 10 so that what is shown is never less
 * than what is used (1% shows as 10%, 30% as 30%, 31% as 40%), and capped at 1023. Anything against no
 * capacity at all is over the cap.
 */
export function capacityPercent(amount: number, capacity: number): number {
  if (amount <= 0) return 0
  if (capacity <= 0) return PERCENT_CAP
  return roundUpPercent((amount / capacity) * 100)
}

/** A percentage rounded up to a multiple of 10 and capped at 1023, as shares of capacity and chart axes show. */
export function roundUpPercent(percent: number): number {
  if (percent <= 0) return 0
  // rounded first so that float noise (0.3 * 100 = 30.000000000000004) does not push a step up
  const steps = Math.ceil(Number((percent / PERCENT_STEP).toFixed(9)))
  return Math.min(steps * PERCENT_STEP, PERCENT_CAP)
}
