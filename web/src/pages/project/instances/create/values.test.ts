// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Image } from '~/api/__generated__/Api'
import { ApiError } from '~/api/errors'
import { diskDefaults } from '~/components/disk-form/disk-form'
import { GiB } from '~/util/format'
import { createSchema } from './instance-schema'
import { createErrorField } from './server-errors'
import {
  bootDiskNameFor,
  type CreateValues,
  defaultValues,
  minBootDiskGib,
  toBase64,
  toInstanceCreate,
  validateHostname,
  validateUserData,
} from './values'

const image = (id: string, sizeGib: number) => ({ id, name: id, size: sizeGib * GiB }) as Image

const base = (): CreateValues => ({
  ...defaultValues({ sshKeyIds: ['key-1'], siloImages: [image('debian', 2)], projectImages: [] }),
  name: 'db-1',
})

describe('defaults', () => {
  it('generates a valid name and boots from the first silo image', () => {
    const v = defaultValues({ sshKeyIds: ['a', 'b'], siloImages: [image('debian', 2)], projectImages: [] })
    expect(v.name).toMatch(/^instance-[0-9a-f]{6}$/)
    expect(v.bootSource).toBe('silo-image')
    expect(v.bootImage).toBe('debian')
    expect(v.sshKeys).toEqual(['a', 'b'])
    expect(v.start).toBe(true)
  })

  it('falls back to project images, then to an existing disk', () => {
    expect(defaultValues({ sshKeyIds: [], siloImages: [], projectImages: [image('p', 1)] }).bootSource).toBe(
      'project-image',
    )
    expect(defaultValues({ sshKeyIds: [], siloImages: [], projectImages: [] }).bootSource).toBe('disk')
  })

  it("starts the boot disk at the image's size rounded up to a multiple of 10 GiB", () => {
    const v = defaultValues({ sshKeyIds: [], siloImages: [image('big', 40.2)], projectImages: [] })
    expect(v.bootDiskSize).toBe(50)
    expect(
      defaultValues({ sshKeyIds: [], siloImages: [image('small', 2)], projectImages: [] }).bootDiskSize,
    ).toBe(10)
  })
})

describe('size rules', () => {
  it('takes 1 to 1023 whole GiB for the boot disk, by the one disk size rule', async () => {
    const schema = createSchema([image('debian', 1)])
    const values = { ...base(), bootImage: 'debian' }
    const size = (bootDiskSize: number) => schema.validateAt('bootDiskSize', { ...values, bootDiskSize })
    await expect(size(1)).resolves.toBe(1)
    await expect(size(1023)).resolves.toBe(1023)
    await expect(size(0)).rejects.toThrow('Size must be at least 1 GiB')
    await expect(size(1024)).rejects.toThrow('Size must be at most 1023 GiB')
    await expect(size(2.5)).rejects.toThrow('Size must be a whole number of GiB')
    await expect(size(Number.NaN)).rejects.toThrow('Size is required')
  })

  it('rounds an image size up to whole GiB', () => {
    expect(minBootDiskGib(image('a', 3.5))).toBe(4)
    expect(minBootDiskGib(image('a', 0.1))).toBe(1)
    expect(minBootDiskGib(undefined)).toBe(1)
  })

  it('checks the boot disk against the chosen image in the schema', async () => {
    const schema = createSchema([image('debian', 20)])
    const values = { ...base(), bootImage: 'debian', bootDiskSize: 10 }
    await expect(schema.validateAt('bootDiskSize', values)).rejects.toThrow(
      'Size must be at least 20 GiB, the size of the image',
    )
    await expect(schema.validateAt('bootDiskSize', { ...values, bootDiskSize: 20 })).resolves.toBe(20)
    // an existing boot disk has its own size
    await expect(schema.validateAt('bootDiskSize', { ...values, bootSource: 'disk' })).resolves.toBe(10)
  })

  it('requires an image or a disk depending on the boot source', async () => {
    const schema = createSchema([])
    await expect(schema.validateAt('bootImage', { ...base(), bootImage: '' })).rejects.toThrow(
      'Image is required',
    )
    await expect(schema.validateAt('bootDisk', { ...base(), bootSource: 'disk' })).rejects.toThrow(
      'Disk is required',
    )
  })

  it('limits vCPUs to 64 and memory to 1 to 1536 GiB', async () => {
    const schema = createSchema([])
    await expect(schema.validateAt('ncpus', { ...base(), ncpus: 65 })).rejects.toThrow('between 1 and 64')
    await expect(schema.validateAt('memoryGib', { ...base(), memoryGib: 1537 })).rejects.toThrow(
      'between 1 and 1536 GiB',
    )
  })
})

describe('hostname and user data', () => {
  it('accepts RFC 1035 hostnames', () => {
    expect(validateHostname('web-1')).toBeUndefined()
    expect(validateHostname('web-1.example.com')).toBeUndefined()
    expect(validateHostname('web-')).toBeDefined()
    expect(validateHostname('a..b')).toBeDefined()
    expect(validateHostname('under_score')).toBeDefined()
  })

  it('limits user data to 32 KiB and base64-encodes it as UTF-8', () => {
    expect(validateUserData('x'.repeat(32 * 1024))).toBeUndefined()
    expect(validateUserData('x'.repeat(32 * 1024 + 1))).toBe(
      'User data must be at most 32 KiB (it is 33 KiB)',
    )
    expect(toBase64('#cloud-config\n')).toBe(btoa('#cloud-config\n'))
    expect(atob(toBase64('é'))).toBe('\u00c3\u00a9')
  })
})

describe('the request body', () => {
  it('maps a new boot disk from an image, new and existing disks, and the defaults', () => {
    const body = toInstanceCreate({
      ...base(),
      bootDiskSize: 20,
      disks: [
        { type: 'create', ...diskDefaults('data'), size: 100 },
        { type: 'attach', name: 'old' },
      ],
    })
    expect(body).toMatchObject({
      name: 'db-1',
      hostname: 'db-1',
      ncpus: 2,
      memory: 8 * GiB,
      bootDisk: {
        type: 'create',
        name: 'db-1-boot',
        size: 20 * GiB,
        diskSource: { type: 'image', imageId: 'debian' },
      },
      disks: [
        { type: 'create', name: 'data', size: 100 * GiB, diskSource: { type: 'blank', blockSize: 4096 } },
        { type: 'attach', name: 'old' },
      ],
      networkInterfaces: { type: 'default' },
      externalIps: [{ type: 'ephemeral', pool: null }],
      sshPublicKeys: ['key-1'],
      userData: '',
      autoRestartPolicy: null,
      antiAffinityGroups: [],
      start: true,
    })
    expect(body).not.toHaveProperty('diskDraft')
  })

  it('maps an existing boot disk, custom interfaces, floating IPs and a policy', () => {
    const body = toInstanceCreate({
      ...base(),
      hostname: 'db.internal',
      bootSource: 'disk',
      bootDisk: 'spare-boot',
      nicType: 'custom',
      nics: [{ name: 'net0', description: '', vpcName: 'default', subnetName: 'default', ip: ' 10.0.0.5 ' }],
      ephemeralIp: false,
      floatingIps: ['www'],
      autoRestartPolicy: 'never',
      userData: 'hi',
      start: false,
    })
    expect(body.hostname).toBe('db.internal')
    expect(body.bootDisk).toEqual({ type: 'attach', name: 'spare-boot' })
    expect(body.networkInterfaces).toEqual({
      type: 'create',
      params: [{ name: 'net0', description: '', vpcName: 'default', subnetName: 'default', ip: '10.0.0.5' }],
    })
    expect(body.externalIps).toEqual([{ type: 'floating', floatingIp: 'www' }])
    expect(body.autoRestartPolicy).toBe('never')
    expect(body.userData).toBe(btoa('hi'))
    expect(body.start).toBe(false)
  })

  it('keeps a boot disk name within 63 characters', () => {
    expect(bootDiskNameFor('db-1')).toBe('db-1-boot')
    const long = `a${'b'.repeat(62)}`
    expect(bootDiskNameFor(long).length).toBeLessThanOrEqual(63)
    // the form's hint, its request and its submit all name the same disk
    expect(bootDiskNameFor(long)).toBe(bootDiskNameFor(long))
  })
})

describe('server errors land on the right field', () => {
  const err = (message: string, statusCode = 400, errorCode?: string) =>
    new ApiError({ message, statusCode, errorCode })

  it('puts name clashes on the instance or boot disk name', () => {
    expect(createErrorField(err('Instance name already exists', 400, 'ObjectAlreadyExists'), base())).toBe(
      'name',
    )
    expect(createErrorField(err('Disk name already exists', 400, 'ObjectAlreadyExists'), base())).toBe(
      'bootDiskName',
    )
    const withNewDisk = {
      ...base(),
      disks: [{ type: 'create' as const, ...diskDefaults('x'), size: 1 }],
    }
    expect(createErrorField(err('Disk name already exists', 400, 'ObjectAlreadyExists'), withNewDisk)).toBe(
      'disks',
    )
  })

  it('reads the field from the message', () => {
    expect(createErrorField(err('User data must be Base64-encoded'), base())).toBe('userData')
    expect(createErrorField(err('An instance cannot have more than 64 vCPUs'), base())).toBe('ncpus')
    expect(createErrorField(err('An instance must have at least 1 GiB of memory'), base())).toBe('memoryGib')
    expect(createErrorField(err('Floating IP "www" is already attached to an instance'), base())).toBe(
      'floatingIps',
    )
    expect(createErrorField(err('Cannot attach disk "old": it is attached, not detached'), base())).toBe(
      'disks',
    )
    expect(createErrorField(err('Disk size 1 must be greater than or equal to image size 2'), base())).toBe(
      'bootDiskSize',
    )
  })

  it('leaves quota and unknown errors to the form', () => {
    expect(createErrorField(err('Not enough cpus: quota exceeded', 507), base())).toBeNull()
    expect(createErrorField(err('Something odd'), base())).toBeNull()
  })
})
