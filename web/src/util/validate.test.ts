// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { object } from 'yup'
import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import {
  ipVersion,
  normalizeNameInput,
  parseIpNet,
  parsePortRange,
  validateIp,
  validateIpNet,
  validateName,
  validatePortRange,
  validateUnique,
} from './validate'

/** The CIDR rule's message for `s`, or undefined when it is a valid block. */
const netError = (s: string) => {
  const parsed = parseIpNet(s)
  return parsed.ok ? undefined : parsed.error
}

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

describe('IP address', () => {
  it.each([
    ['0.0.0.0', 'v4'],
    ['192.168.1.1', 'v4'],
    ['255.255.255.255', 'v4'],
    ['::', 'v6'],
    ['::1', 'v6'],
    ['fd00::', 'v6'],
    ['fe80::1:2:3:4', 'v6'],
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', 'v6'],
    ['2001:DB8::8A2E:370:7334', 'v6'],
    ['1:2:3:4:5:6:7::', 'v6'],
    ['::ffff:192.168.1.1', 'v6'],
    ['64:ff9b::10.0.0.1', 'v6'],
    ['1:2:3:4:5:6:1.2.3.4', 'v6'],
  ])('accepts %s as %s', (ip, version) => {
    expect(ipVersion(ip)).toBe(version)
    expect(validateIp(ip)).toBeUndefined()
  })

  it.each([
    '',
    'abc',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '1.2.3.-4',
    '01.2.3.4',
    ' 1.2.3.4',
    '1.2.3.4/24',
    ':::',
    '1::2::3',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::',
    '12345::',
    'g::1',
    'fe80::1%eth0',
    '::1.2.3.4.5',
    '1.2.3.4::',
    '1:2:3:4:5:6:7:1.2.3.4',
  ])('rejects %j', (ip) => {
    expect(ipVersion(ip)).toBeNull()
    expect(validateIp(ip)).toBe('Not a valid IP address')
  })
})

describe('CIDR block', () => {
  it('parses IPv4 and IPv6 blocks', () => {
    expect(parseIpNet('10.0.0.0/8')).toEqual({
      ok: true,
      value: { address: '10.0.0.0', width: 8, version: 'v4' },
    })
    expect(parseIpNet('fd00::/64')).toEqual({
      ok: true,
      value: { address: 'fd00::', width: 64, version: 'v6' },
    })
    expect(netError('0.0.0.0/0')).toBeUndefined()
    expect(netError('192.168.1.0/32')).toBeUndefined()
    expect(netError('::/128')).toBeUndefined()
  })

  it.each(['10.0.0.0', '10.0.0.0/', '/24', 'abc/24', '10.0.0/24', '10.0.0.0/24/1', ''])(
    'needs an address and a width: %j',
    (s) => {
      expect(netError(s)).toBe('Must contain an IP address and a width, separated by a /')
    },
  )

  it.each(['10.0.0.0/abc', '10.0.0.0/2.5', '10.0.0.0/-1', 'fd00::/ 64'])(
    'needs an integer width: %j',
    (s) => {
      expect(netError(s)).toBe('Width must be an integer')
    },
  )

  it('caps the IPv4 width at 32', () => {
    expect(netError('10.0.0.0/33')).toBe('Max width for IPv4 is 32')
  })

  it('caps the IPv6 width at 128', () => {
    expect(netError('fd00::/129')).toBe('Max width for IPv6 is 128')
  })

  it('takes a dotted IPv4 tail in an IPv6 block only where the API does: after ::, ::ffff: or groups and ::', () => {
    for (const s of [
      '::10.0.0.0/104',
      '::ffff:10.0.0.0/104',
      '::ffff:0:10.0.0.0/104',
      '64:ff9b::10.0.0.0/120',
    ])
      expect([s, netError(s)]).toEqual([s, undefined])
    for (const s of [
      'a:b:c:d:e:f:1.2.3.4/64',
      '1:2:3:4:5::1.2.3.4/64',
      '::1:1.2.3.4/64',
      '::FFFF:1.2.3.4/104',
      '::ffff:1:1.2.3.4/104',
    ])
      expect([s, netError(s)]).toEqual([s, 'Must contain an IP address and a width, separated by a /'])
    // each is an address on its own, which the API takes as one
    expect(validateIp('a:b:c:d:e:f:1.2.3.4')).toBeUndefined()
    expect(validateIp('1:2:3:4:5::1.2.3.4')).toBeUndefined()
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

describe('the CIDR rule as a field validator', () => {
  it('gives the message or nothing', () => {
    expect(validateIpNet('10.0.0.0/8')).toBeUndefined()
    expect(validateIpNet('10.0.0.0/33')).toBe('Max width for IPv4 is 32')
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
    const ip = yupFromValidator(validateIp)
    expect(ip.isValidSync('10.0.0.1')).toBe(true)
    expect(() => ip.validateSync('10.0.0.256')).toThrow('Not a valid IP address')
  })
})
