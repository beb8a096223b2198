// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IcmpParamRange, VpcFirewallIcmpFilter } from '~/api/__generated__/validate'
import {
  describeIcmpType,
  formatIcmpType,
  ICMP_TYPE_NAMES,
  parseIcmpCode,
  parseIcmpType,
  validateIcmpCode,
  validateIcmpType,
} from './icmp'

const TYPE_MESSAGE = 'ICMP type must be a number from 0 to 255, or the name of a common type'

describe('ICMP type', () => {
  it('reads a number, a named type as the form shows it, or the name alone', () => {
    expect(parseIcmpType('8')).toEqual({ ok: true, value: 8 })
    expect(parseIcmpType('0')).toEqual({ ok: true, value: 0 })
    expect(parseIcmpType('255')).toEqual({ ok: true, value: 255 })
    expect(parseIcmpType('8 Echo request')).toEqual({ ok: true, value: 8 })
    expect(parseIcmpType('echo REQUEST')).toEqual({ ok: true, value: 8 })
    expect(parseIcmpType('  3   destination unreachable ')).toEqual({ ok: true, value: 3 })
  })

  it.each(['', 'ping', '256', '1000', '-1', '2.5', '0x8', '8 Echo reply', '42 Echo request', '8-9'])(
    'refuses %j',
    (s) => {
      expect(validateIcmpType(s)).toBe(TYPE_MESSAGE)
    },
  )

  it('names common types for the form and for tables', () => {
    expect(formatIcmpType(8)).toBe('8 Echo request')
    expect(formatIcmpType(42)).toBe('42')
    expect(describeIcmpType(0)).toBe('Echo reply (0)')
    expect(describeIcmpType(42)).toBe('type 42')
  })

  it('reads back every type as the form shows it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), (type) => {
        expect(parseIcmpType(formatIcmpType(type))).toEqual({ ok: true, value: type })
        expect(parseIcmpType(String(type))).toEqual({ ok: true, value: type })
      }),
    )
  })

  it('refuses every number above 255', () => {
    fc.assert(
      fc.property(fc.integer({ min: 256, max: 999 }), (type) => {
        expect(validateIcmpType(String(type))).toBe(TYPE_MESSAGE)
      }),
    )
  })

  it('gives only types the API accepts, whatever is typed', () => {
    const typed = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789 -.aeEchoqur'), maxLength: 12 }),
      fc.constantFrom(...[...ICMP_TYPE_NAMES.values()]).chain((name) => fc.mixedCase(fc.constant(name))),
    )
    fc.assert(
      fc.property(typed, (s) => {
        const parsed = parseIcmpType(s)
        if (parsed.ok) expect(VpcFirewallIcmpFilter.safeParse({ icmpType: parsed.value }).success).toBe(true)
        else expect(parsed.error).toBe(TYPE_MESSAGE)
      }),
    )
  })
})

describe('ICMP code or code range', () => {
  it('turns a single code into a range with equal ends', () => {
    expect(parseIcmpCode('3')).toEqual({ ok: true, value: [3, 3] })
    expect(parseIcmpCode('0-15')).toEqual({ ok: true, value: [0, 15] })
    expect(parseIcmpCode('255-255')).toEqual({ ok: true, value: [255, 255] })
  })

  it('gives the rule that is broken', () => {
    expect(validateIcmpCode('')).toBe('Must be a code like 3 or a range like 0-15')
    expect(validateIcmpCode('1000')).toBe('Must be a code like 3 or a range like 0-15')
    expect(validateIcmpCode(' 3')).toBe('Must be a code like 3 or a range like 0-15')
    expect(validateIcmpCode('3-')).toBe('Must be a code like 3 or a range like 0-15')
    expect(validateIcmpCode('256')).toBe('ICMP codes go up to 255')
    expect(validateIcmpCode('0-300')).toBe('ICMP codes go up to 255')
    expect(validateIcmpCode('9-4')).toBe('The end of the range must not be below the start')
  })

  it('parses every range of codes written the usual way', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const)
    fc.assert(
      fc.property(range, ([start, end]) => {
        expect(parseIcmpCode(`${start}-${end}`)).toEqual({ ok: true, value: [start, end] })
        expect(parseIcmpCode(`${start}`)).toEqual({ ok: true, value: [start, start] })
      }),
    )
  })

  it('refuses a range that ends below its start', () => {
    const backwards = fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => `${Math.max(a, b)}-${Math.min(a, b)}`)
    fc.assert(
      fc.property(backwards, (s) => {
        expect(validateIcmpCode(s)).toBe('The end of the range must not be below the start')
      }),
    )
  })

  it('accepts only what the API accepts, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789- x'), maxLength: 9 }), (s) => {
        const parsed = parseIcmpCode(s)
        // every code the form sends matches the contract's pattern, and means what it parsed as
        if (parsed.ok) {
          expect(IcmpParamRange.safeParse(s).success).toBe(true)
          const [start, end] = s.split('-').map(Number)
          expect(parsed.value).toEqual([start, end ?? start])
        }
      }),
    )
  })
})
