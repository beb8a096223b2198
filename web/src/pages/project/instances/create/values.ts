import type {
  Image,
  InstanceAutoRestartPolicy,
  InstanceCreate,
  InstanceDiskAttachment,
} from '~/api/__generated__/Api'
import {
  type DiskValues,
  diskCreateBody,
  diskDefaults,
  firstDiskError,
  type SourceLists,
} from '~/components/disk-form/disk-form'
import { defaultDiskSizeGiB, minDiskSizeGiB } from '~/components/disk-form/disk-size'
import { SIZE_PRESETS } from '~/pages/project/instances/instance-sizes'
import { NAME_MAX_LENGTH } from '~/util/constants'
import { GiB } from '~/util/format'
import { validateAddress } from '~/util/ip'
import { generateName } from '~/util/names'
import { validateName } from '~/util/validate'

export type BootSource = 'silo-image' | 'project-image' | 'disk'

/** A disk made with the instance, from the one disk form. */
export type NewDisk = { type: 'create' } & DiskValues
export type ExistingDisk = { type: 'attach'; name: string }
export type AdditionalDisk = NewDisk | ExistingDisk

export type NicValues = { name: string; description: string; vpcName: string; subnetName: string; ip: string }

export type CreateValues = {
  name: string
  description: string
  hostname: string
  /** A preset id, or 'custom' for the two number fields. */
  size: string
  ncpus: number
  memoryGib: number
  bootSource: BootSource
  /** Image id, for the two image sources. */
  bootImage: string
  bootDiskName: string
  /** GiB */
  bootDiskSize: number
  /** Disk name, for an existing boot disk. */
  bootDisk: string
  disks: AdditionalDisk[]
  nicType: 'default' | 'none' | 'custom'
  nics: NicValues[]
  ephemeralIp: boolean
  /** Pool name; empty for the silo's default pool. */
  ephemeralPool: string
  floatingIps: string[]
  /** SSH key ids. */
  sshKeys: string[]
  userData: string
  autoRestartPolicy: InstanceAutoRestartPolicy | 'default'
  antiAffinityGroups: string[]
  start: boolean
  /** Rows being composed before they join `disks` or `nics`; never sent. */
  diskDraft: DiskValues
  attachDraft: string
  nicDraft: NicValues
}

export const emptyNicDraft = (index: number): NicValues => ({
  name: `net${index}`,
  description: '',
  vpcName: 'default',
  subnetName: 'default',
  ip: '',
})

const DEFAULT_PRESET = SIZE_PRESETS.find((p) => p.id === 'general-purpose-2') ?? SIZE_PRESETS[0]

type Defaults = { sshKeyIds: string[]; siloImages: Image[]; projectImages: Image[] }

export function defaultValues({ sshKeyIds, siloImages, projectImages }: Defaults): CreateValues {
  const name = generateName('instance')
  const image = siloImages[0] ?? projectImages[0]
  const bootSource: BootSource = siloImages.length
    ? 'silo-image'
    : projectImages.length
      ? 'project-image'
      : 'disk'
  return {
    name,
    description: '',
    hostname: '',
    size: DEFAULT_PRESET.id,
    ncpus: DEFAULT_PRESET.ncpus,
    memoryGib: DEFAULT_PRESET.memoryGib,
    bootSource,
    bootImage: image?.id ?? '',
    bootDiskName: '',
    bootDiskSize: defaultDiskSizeGiB(image?.size),
    bootDisk: '',
    disks: [],
    nicType: 'default',
    nics: [],
    ephemeralIp: true,
    ephemeralPool: '',
    floatingIps: [],
    // the API's own default is every key of the user, so the form starts there too
    sshKeys: sshKeyIds,
    userData: '',
    autoRestartPolicy: 'default',
    antiAffinityGroups: [],
    start: true,
    diskDraft: diskDefaults(),
    attachDraft: '',
    nicDraft: emptyNicDraft(0),
  }
}

const HOSTNAME_RE = /^([a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))(\.[a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))*$/
export function validateHostname(value: string): string | undefined {
  if (value.length > 253) return 'Hostname must be 253 characters or fewer'
  if (!HOSTNAME_RE.test(value))
    return 'Letters, digits and dashes, in dot-separated parts; no dash at the end'
  return undefined
}

/** User data travels base64-encoded and may be at most 32 KiB before encoding. */
export const MAX_USER_DATA_BYTES = 32 * 1024
const utf8 = new TextEncoder()
export function validateUserData(value: string): string | undefined {
  const bytes = utf8.encode(value).length
  return bytes > MAX_USER_DATA_BYTES
    ? `User data must be at most 32 KiB (it is ${Math.ceil(bytes / 1024)} KiB)`
    : undefined
}

export function toBase64(text: string): string {
  let binary = ''
  for (const byte of utf8.encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The smallest boot disk, in GiB, that holds the image (rounded up to whole GiB). */
export const minBootDiskGib = (image: Pick<Image, 'size'> | undefined) => minDiskSizeGiB(image?.size)

/** Checks for the rows the form adds to lists (additional disks, interfaces); the lists validate as a whole. */
export function validateNewDisk(disk: DiskValues, taken: string[], lists: SourceLists): string | undefined {
  if (!validateName(disk.name) && taken.includes(disk.name))
    return 'Another disk of this instance already has that name'
  return firstDiskError(disk, lists, 'Disk name')
}

export function validateNic(nic: NicValues, taken: string[]): string | undefined {
  const nameError = validateName(nic.name, { label: 'Interface name' })
  if (nameError) return nameError
  if (taken.includes(nic.name)) return 'Another interface already has that name'
  if (!nic.vpcName) return 'VPC is required'
  if (!nic.subnetName) return 'Subnet is required'
  if (nic.ip && validateAddress(nic.ip)) return validateAddress(nic.ip)
  return undefined
}

// generated once for each instance name, so the name the form suggests, shows in its request and sends is one
const generatedBootNames = new Map<string, string>()

/** `<instance>-boot` when it fits in a name, else a generated name that starts the same way. */
export function bootDiskNameFor(instanceName: string): string {
  const name = `${instanceName}-boot`
  if (name.length <= NAME_MAX_LENGTH) return name
  const generated = generatedBootNames.get(instanceName) ?? generateName(instanceName, 'boot')
  generatedBootNames.set(instanceName, generated)
  return generated
}

function bootDisk(v: CreateValues): InstanceDiskAttachment {
  if (v.bootSource === 'disk') return { type: 'attach', name: v.bootDisk }
  return {
    type: 'create',
    name: v.bootDiskName.trim() || bootDiskNameFor(v.name),
    description: `Boot disk of ${v.name}`,
    size: v.bootDiskSize * GiB,
    diskSource: { type: 'image', imageId: v.bootImage },
  }
}

/** The request body for the form's values. */
export function toInstanceCreate(v: CreateValues): InstanceCreate {
  return {
    name: v.name,
    description: v.description,
    hostname: v.hostname.trim() || v.name,
    ncpus: v.ncpus,
    memory: v.memoryGib * GiB,
    bootDisk: bootDisk(v),
    disks: v.disks.map((d) => (d.type === 'attach' ? d : { type: 'create', ...diskCreateBody(d) })),
    networkInterfaces:
      v.nicType === 'custom'
        ? {
            type: 'create',
            params: v.nics.map((n) => ({
              name: n.name,
              description: n.description,
              vpcName: n.vpcName,
              subnetName: n.subnetName,
              ip: n.ip.trim() || null,
            })),
          }
        : { type: v.nicType },
    externalIps: [
      ...(v.ephemeralIp ? [{ type: 'ephemeral' as const, pool: v.ephemeralPool || null }] : []),
      ...v.floatingIps.map((floatingIp) => ({ type: 'floating' as const, floatingIp })),
    ],
    sshPublicKeys: v.sshKeys,
    userData: v.userData ? toBase64(v.userData) : '',
    autoRestartPolicy: v.autoRestartPolicy === 'default' ? null : v.autoRestartPolicy,
    antiAffinityGroups: v.antiAffinityGroups,
    start: v.start,
  }
}
