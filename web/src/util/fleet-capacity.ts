import { formatBytes, formatNumber, GiB, TiB } from './format'

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

/** What capacity needs of a sled (the API's `Sled` has all of it). */
export type CapacitySled = {
  usableHardwareThreads: number
  usablePhysicalRam: number
  policy: { kind: 'in_service' | 'expunged' }
  state: 'active' | 'decommissioned'
}

/**
 * Whether a sled can take work and so counts towards capacity: in service by policy, and active (not
 * decommissioned). A non-provisionable sled counts too: it takes no new instances but keeps running those it has,
 * which count against capacity, and an operator drains a sled for a while, not for good. An expunged sled never
 * comes back.
 */
export const sledInService = (sled: Pick<CapacitySled, 'policy' | 'state'>) =>
  sled.policy.kind === 'in_service' && sled.state === 'active'

export type FleetCapacity = {
  /** vCPUs: hardware threads, whole. */
  cpus: number
  /** Memory in bytes, from the sleds' usable physical RAM. */
  memory: number
  /** Storage in bytes. */
  storage: number
  /** How it is derived: the sleds in service, their usable hardware threads and usable RAM. */
  from: { sleds: number; threads: number; ram: number }
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

/** Capacity of the sleds in service: 70% of their threads and RAM, and of 32 TiB of storage each scaled by 0.909. */
export function fleetCapacity(sleds: readonly CapacitySled[]): FleetCapacity {
  const f = FLEET_USABLE_FRACTION
  const inService = sleds.filter(sledInService)
  const threads = sum(inService.map((s) => s.usableHardwareThreads))
  const ram = sum(inService.map((s) => s.usablePhysicalRam))
  return {
    cpus: Math.floor(f * threads),
    memory: Math.floor(f * ram),
    storage: Math.floor(f * inService.length * STORAGE_TIB_PER_SLED * STORAGE_SCALE * TiB),
    from: { sleds: inService.length, threads, ram },
  }
}

/**
 * How each capacity is derived from the sleds in service, in words with the numbers:
 * `1,408 usable hardware threads × 0.7 = 985 vCPUs`, `11 sleds × 32 TiB × 0.909 × 0.7 = 224.03 TiB`.
 */
export function capacityDerivation({ cpus, memory, storage, from }: FleetCapacity) {
  const f = FLEET_USABLE_FRACTION
  const sleds = `${formatNumber(from.sleds)} ${from.sleds === 1 ? 'sled' : 'sleds'}`
  return {
    cpus: `${formatNumber(from.threads)} usable hardware threads × ${f} = ${formatNumber(cpus)} vCPUs`,
    memory: `${formatBytes(from.ram)} usable RAM × ${f} = ${formatBytes(memory)}`,
    storage: `${sleds} × ${STORAGE_TIB_PER_SLED} TiB × ${STORAGE_SCALE} × ${f} = ${formatBytes(storage)}`,
  }
}

/** Memory capacity in GiB, as memory is shown and entered. */
export const capacityGiB = (c: FleetCapacity) => c.memory / GiB
/** Storage capacity in TiB, as fleet-wide storage is shown. */
export const capacityTiB = (c: FleetCapacity) => c.storage / TiB
