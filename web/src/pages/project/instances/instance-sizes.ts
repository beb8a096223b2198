import { formatBytes, GiB } from '~/util/format'

/** The API's limits on an instance's shape and network interfaces. */
export const INSTANCE_MIN_CPUS = 1
export const INSTANCE_MAX_CPUS = 64
export const INSTANCE_MIN_MEMORY_GIB = 1
export const INSTANCE_MAX_MEMORY_GIB = 1536
export const INSTANCE_MAX_NICS = 8

export type SizePreset = { id: string; family: string; ncpus: number; memoryGib: number }

const FAMILIES = [
  { family: 'General purpose', gibPerCpu: 4 },
  { family: 'High CPU', gibPerCpu: 2 },
  { family: 'High memory', gibPerCpu: 8 },
] as const

/** Common shapes in three CPU-to-memory ratios; anything else is a custom size. */
export const SIZE_PRESETS: SizePreset[] = FAMILIES.flatMap(({ family, gibPerCpu }) =>
  [2, 4, 8, 16, 32, 64].map((ncpus) => ({
    id: `${family.toLowerCase().replaceAll(' ', '-')}-${ncpus}`,
    family,
    ncpus,
    memoryGib: ncpus * gibPerCpu,
  })),
)

export const presetLabel = (p: SizePreset) => `${p.ncpus} vCPU, ${formatBytes(p.memoryGib * GiB)}`

export const gibToBytes = (gib: number) => gib * GiB

/** Messages for vCPU and memory counts outside the API's limits, or undefined when they are fine. */
export function validateCpus(n: number): string | undefined {
  if (!Number.isFinite(n)) return 'vCPUs is required'
  if (!Number.isInteger(n)) return 'vCPUs must be a whole number'
  if (n < INSTANCE_MIN_CPUS || n > INSTANCE_MAX_CPUS)
    return `vCPUs must be between ${INSTANCE_MIN_CPUS} and ${INSTANCE_MAX_CPUS}`
  return undefined
}

export function validateMemoryGib(n: number): string | undefined {
  if (!Number.isFinite(n)) return 'Memory is required'
  if (!Number.isInteger(n)) return 'Memory must be a whole number of GiB'
  if (n < INSTANCE_MIN_MEMORY_GIB || n > INSTANCE_MAX_MEMORY_GIB)
    return `Memory must be between ${INSTANCE_MIN_MEMORY_GIB} and ${INSTANCE_MAX_MEMORY_GIB} GiB`
  return undefined
}
