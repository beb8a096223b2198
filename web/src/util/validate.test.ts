// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { object } from 'yup'
import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import { validateAddress } from './ip'
import {
  normalizeNameInput,
  parsePortRange,
  validateName,
  validatePortRange,
  validateUnique,
} from './validate'

describe('unique list', () => {
  it('accepts distinct items', () => {
    expect(validateUnique(['a', 'b', 'c'])).toBeUndefined()
    expect(validateUnique([])).toBeUndefined()
  })

  it('rejects duplicates', () => {
    expect(validateUnique(['a', 'b', 'a'])).toBe('Items must be unique')
  })

  it('compares objects by key', () => {
    const items = [{ name: 'x' }, { name: 'x' }]
    expect(validateUnique(items, (i) => i.name)).toBe('Items must be unique')
  })
})

describe('port or port range', () => {
  it('turns a single port into a range with equal ends', () => {
    expect(parsePortRange('22')).toEqual({ ok: true, value: [22, 22] })
    expect(parsePortRange('0')).toEqual({ ok: true, value: [0, 0] })
  })

  it('parses a range', () => {
    expect(parsePortRange('8000-8080')).toEqual({ ok: true, value: [8000, 8080] })
    expect(parsePortRange('443-443')).toEqual({ ok: true, value: [443, 443] })
    expect(parsePortRange('1-65535')).toEqual({ ok: true, value: [1, 65535] })
  })

  it('rejects an end below the start', () => {
    expect(parsePortRange('8080-8000')).toEqual({
      ok: false,
      error: 'The end of the range must not be below the start',
    })
  })

  it.each(['', 'abc', '123456', '1-123456', '22-', '-22', '1-2-3', '22 - 80', '2.5', '+22', '0x16'])(
    'rejects %j',
    (s) => {
      expect(validatePortRange(s)).toBe('Must be a port like 22 or a range like 8000-8080')
    },
  )

  it('rejects ports above 65535', () => {
    expect(validatePortRange('65536')).toBe('Ports go up to 65535')
    expect(validatePortRange('1-99999')).toBe('Ports go up to 65535')
  })

  it('accepts valid input', () => {
    expect(validatePortRange('80')).toBeUndefined()
  })
})

describe('resource names', () => {
  it.each([
    'a',
    'db1',
    'my-instance',
    'web-01-prod',
    'a'.repeat(63),
    'x123e4567-e89b-12d3-a456-426614174000',
  ])('accepts %s', (name) => {
    expect(validateName(name)).toBeUndefined()
  })

  it('requires a value, naming the field', () => {
    expect(validateName('')).toBe('Name is required')
    expect(validateName(undefined, { label: 'Disk name' })).toBe('Disk name is required')
    expect(validateName('', { required: false })).toBeUndefined()
  })

  it('limits length to 63', () => {
    expect(validateName('a'.repeat(64))).toBe('Must be 63 characters or fewer')
  })

  it('must start with a lowercase letter', () => {
    expect(validateName('1abc')).toBe('Must start with a lowercase letter')
    expect(validateName('-abc')).toBe('Must start with a lowercase letter')
    expect(validateName('Abc')).toBe('Must start with a lowercase letter')
  })

  it('allows only lowercase letters, digits and dashes', () => {
    expect(validateName('my_disk')).toBe('Can only contain lowercase letters, numbers, and dashes')
    expect(validateName('myDisk')).toBe('Can only contain lowercase letters, numbers, and dashes')
    expect(validateName('my disk')).toBe('Can only contain lowercase letters, numbers, and dashes')
    expect(validateName('café')).toBe('Can only contain lowercase letters, numbers, and dashes')
  })

  it('must not end with a dash', () => {
    expect(validateName('abc-')).toBe('Must end with a letter or number')
  })

  it('must not be a UUID', () => {
    expect(validateName('abcdef01-2345-6789-abcd-ef0123456789')).toBe('Cannot be a UUID')
  })

  it('normalizes typing into a name', () => {
    expect(normalizeNameInput('My Disk')).toBe('my-disk')
    expect(normalizeNameInput('My-Web')).toBe('my-web')
    expect(normalizeNameInput('Web IP')).toBe('web-ip')
    expect(normalizeNameInput('my_web')).toBe('my-web')
    expect(normalizeNameInput('DB_Replica\t2')).toBe('db-replica-2')
  })

  it('never rewrites typing into a name it then refuses', () => {
    // capitals, spaces and underscores are what a name field rewrites; whatever else is typed stays as it is
    const typed = ['My_Web Server 2', 'API_v2', 'Web IP', 'X', 'a_B c-D9']
    for (const t of typed) expect(validateName(normalizeNameInput(t)), t).toBeUndefined()
    // letters that are no name's stay for the message to point at, rather than turning into something else
    for (const t of ['café', 'İstanbul', 'web.1']) {
      expect(normalizeNameInput(t)).toBe(t.replace(/[A-Z]/g, (c) => c.toLowerCase()))
      expect(validateName(normalizeNameInput(t))).toBeDefined()
    }
  })
})

describe('yup adapters', () => {
  const schema = object({ name: nameSchema(), hostname: nameSchema({ label: 'Hostname', required: false }) })
  const errorsOf = async (value: unknown) => {
    try {
      await schema.validate(value, { abortEarly: false })
      return []
    } catch (e) {
      return (e as { errors: string[] }).errors
    }
  }

  it('passes valid names', async () => {
    expect(await errorsOf({ name: 'db1' })).toEqual([])
    expect(await errorsOf({ name: 'db1', hostname: 'web' })).toEqual([])
  })

  it('reports the validator messages', async () => {
    expect(await errorsOf({ name: '' })).toEqual(['Name is required'])
    expect(await errorsOf({ name: 'db1-' })).toEqual(['Must end with a letter or number'])
    expect(await errorsOf({ name: 'db1', hostname: '9x' })).toEqual(['Must start with a lowercase letter'])
  })

  it('wraps any string validator', () => {
    const ip = yupFromValidator(validateAddress)
    expect(ip.isValidSync('10.0.0.1')).toBe(true)
    expect(() => ip.validateSync('10.0.0.256')).toThrow('Not a valid IP address')
  })
})
