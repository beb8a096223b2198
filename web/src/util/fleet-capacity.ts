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
