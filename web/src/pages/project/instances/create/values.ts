import type {
  Image,
  InstanceAutoRestartPolicy,
  InstanceCreate,
  InstanceDiskAttachment,
} from '~/api/__generated__/Api'
import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { SIZE_PRESETS, validateCpus, validateMemoryGib } from '~/pages/project/instances/instance-sizes'
import { MAX_DISK_SIZE_GIB, NAME_MAX_LENGTH } from '~/util/constants'
import { GiB } from '~/util/format'
import { generateName } from '~/util/names'
import { validateIp, validateName } from '~/util/validate'

export type BootSource = 'silo-image' | 'project-image' | 'disk'

export type NewDisk = { type: 'create'; name: string; description: string; size: number }
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
  diskDraft: { name: string; size: number }
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

export const DEFAULT_PRESET = SIZE_PRESETS.find((p) => p.id === 'general-purpose-2')!

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
    bootDiskSize: Math.max(10, minBootDiskGib(image)),
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
    diskDraft: { name: '', size: 10 },
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

const numberFrom = (validate: (n: number) => string | undefined) =>
  yup.number().test('limits', '', function (value) {
    const error = validate(value ?? Number.NaN)
    return error ? this.createError({ message: error }) : true
  })

/** Whole GiB, at least `min` (the image size), at most the largest disk. */
export function validateDiskSize(size: number, min = 1): string | undefined {
  if (!Number.isFinite(size)) return 'Size is required'
  if (!Number.isInteger(size)) return 'Size must be a whole number of GiB'
  if (size < min)
    return min > 1 ? `Size must be at least ${min} GiB, the size of the image` : 'Size must be at least 1 GiB'
  if (size > MAX_DISK_SIZE_GIB) return `Size can be at most ${MAX_DISK_SIZE_GIB} GiB`
  return undefined
}

/** The smallest boot disk, in GiB, that holds the image (rounded up to whole GiB). */
export const minBootDiskGib = (image: Pick<Image, 'size'> | undefined) =>
  image ? Math.max(1, Math.ceil(image.size / GiB)) : 1

export function createSchema(images: Image[]) {
  return yup.object({
    name: nameSchema(),
    description: yup.string(),
    hostname: yupFromValidator(validateHostname),
    ncpus: numberFrom(validateCpus),
    memoryGib: numberFrom(validateMemoryGib),
    bootImage: yup
      .string()
      .when('bootSource', ([source]: BootSource[], s) =>
        source === 'disk' ? s : s.required('Image is required'),
      ),
    bootDiskName: nameSchema({ label: 'Disk name', required: false }),
    bootDiskSize: yup.number().when(['bootSource', 'bootImage'], ([source, imageId], s) =>
      source === 'disk'
        ? s
        : s.test('size', '', function (value) {
            const min = minBootDiskGib(images.find((i) => i.id === imageId))
            const error = validateDiskSize(value ?? Number.NaN, min)
            return error ? this.createError({ message: error }) : true
          }),
    ),
    bootDisk: yup
      .string()
      .when('bootSource', ([source]: BootSource[], s) =>
        source === 'disk' ? s.required('Disk is required') : s,
      ),
    userData: yupFromValidator(validateUserData),
    nics: yup
      .array()
      .when('nicType', ([type]: string[], s) =>
        type === 'custom'
          ? s.min(1, 'Add at least one network interface, or choose "No network interfaces"')
          : s,
      ),
  })
}

/** Checks for the rows the form adds to lists (additional disks, interfaces); the lists validate as a whole. */
export function validateNewDisk(disk: NewDisk, taken: string[]): string | undefined {
  const nameError = validateName(disk.name, { label: 'Disk name' })
  if (nameError) return nameError
  if (taken.includes(disk.name)) return 'Another disk of this instance already has that name'
  return validateDiskSize(disk.size)
}

export function validateNic(nic: NicValues, taken: string[]): string | undefined {
  const nameError = validateName(nic.name, { label: 'Interface name' })
  if (nameError) return nameError
  if (taken.includes(nic.name)) return 'Another interface already has that name'
  if (!nic.vpcName) return 'VPC is required'
  if (!nic.subnetName) return 'Subnet is required'
  if (nic.ip && validateIp(nic.ip)) return validateIp(nic.ip)
  return undefined
}

/** `<instance>-boot` when it fits in a name, else a generated name that starts the same way. */
export function bootDiskNameFor(instanceName: string): string {
  const name = `${instanceName}-boot`
  return name.length <= NAME_MAX_LENGTH ? name : generateName(instanceName, 'boot')
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
    disks: v.disks.map((d) =>
      d.type === 'attach'
        ? d
        : {
            type: 'create',
            name: d.name,
            description: d.description,
            size: d.size * GiB,
            diskSource: { type: 'blank', blockSize: 4096 },
          },
    ),
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
