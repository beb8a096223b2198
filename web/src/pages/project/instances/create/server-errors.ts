import type { ApiError } from '~/api/errors'
import { bootDiskNameFor, type CreateValues } from './values'

type Field = keyof CreateValues

/** Words in a server message that point at one part of the form, checked in order. */
const CLUES: [RegExp, Field][] = [
  [/user data/i, 'userData'],
  [/hostname/i, 'hostname'],
  [/vcpu|\bcpus?\b/i, 'ncpus'],
  [/memory/i, 'memoryGib'],
  [/ephemeral/i, 'ephemeralIp'],
  [/floating ip/i, 'floatingIps'],
  [/anti-affinity/i, 'antiAffinityGroups'],
  [/ssh/i, 'sshKeys'],
  [/network interface|subnet|\bvpc\b/i, 'nics'],
  [/image/i, 'bootImage'],
]

/**
 * Which field of the create form a server error belongs to, or null to show it for the whole form. Disk errors
 * name the disk, so they go to the boot disk when it is the one named, else to the additional disks.
 */
export function createErrorField(error: ApiError, values: CreateValues): Field | null {
  const message = error.message
  if (error.errorCode === 'ObjectAlreadyExists') {
    if (/^instance/i.test(message)) return 'name'
    if (/^disk/i.test(message)) {
      // only the new boot disk and new additional disks can clash; without new additional disks it is the boot disk
      const newDisks = values.disks.some((d) => d.type === 'create')
      return values.bootSource !== 'disk' && !newDisks ? 'bootDiskName' : 'disks'
    }
    return null
  }
  if (error.statusCode !== 400 && error.statusCode !== 404) return null
  if (/disk/i.test(message)) {
    const bootName =
      values.bootSource === 'disk' ? values.bootDisk : values.bootDiskName || bootDiskNameFor(values.name)
    if (bootName && message.includes(`"${bootName}"`))
      return values.bootSource === 'disk' ? 'bootDisk' : 'bootDiskName'
    if (/size/i.test(message) && values.bootSource !== 'disk' && !values.disks.length) return 'bootDiskSize'
    return 'disks'
  }
  return CLUES.find(([re]) => re.test(message))?.[1] ?? null
}
