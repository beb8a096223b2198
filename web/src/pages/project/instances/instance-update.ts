import type { Instance, InstanceUpdate } from '~/api/__generated__/Api'

/**
 * instanceUpdate replaces every field, so each change starts from what the instance has now: resizing must not
 * unset the boot disk, and changing the boot disk must not reset the auto-restart policy.
 */
export function instanceUpdateBody(instance: Instance, changes: Partial<InstanceUpdate>): InstanceUpdate {
  return {
    ncpus: instance.ncpus,
    memory: instance.memory,
    bootDisk: instance.bootDiskId ?? null,
    autoRestartPolicy: instance.autoRestartPolicy ?? null,
    cpuPlatform: instance.cpuPlatform ?? null,
    ...changes,
  }
}
