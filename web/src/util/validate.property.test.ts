// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { L4PortRange } from '~/api/__generated__/validate'
import { nearMiss } from '~/testing/near-miss'
import { parsePortRange } from './validate'

// Random inputs against the port parser, judged by the pinned API contract (its generated schema) for what the
// API accepts, since every value it lets through is sent to it as typed. The IP parsers' are in ip.test.ts.

describe('ports and port ranges, over random input', () => {
  it('turns a single port into a range with equal ends, and parses ranges in order', () => {
    const port = fc.integer({ min: 0, max: 65535 })
    fc.assert(
      fc.property(port, (p) => {
        expect(parsePortRange(`${p}`)).toEqual({ ok: true, value: [p, p] })
      }),
    )
    fc.assert(
      fc.property(port, port, (a, b) => {
        const [start, end] = [Math.min(a, b), Math.max(a, b)]
        expect(parsePortRange(`${start}-${end}`)).toEqual({ ok: true, value: [start, end] })
      }),
    )
  })

  it('refuses a range whose end is below its start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 65535 }), fc.integer({ min: 0, max: 65535 }), (a, b) => {
        fc.pre(a !== b)
        expect(parsePortRange(`${Math.max(a, b)}-${Math.min(a, b)}`)).toEqual({
          ok: false,
          error: 'The end of the range must not be below the start',
        })
      }),
    )
  })

  it('refuses ports above 65535 that fit in five digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 65536, max: 99999 }),
        fc.integer({ min: 0, max: 99999 }),
        (big, other) => {
          expect(parsePortRange(`${big}`)).toEqual({ ok: false, error: 'Ports go up to 65535' })
          expect(parsePortRange(`${Math.min(other, big)}-${big}`)).toEqual({
            ok: false,
            error: 'Ports go up to 65535',
          })
        },
      ),
    )
  })

  it('lets through only ranges the API accepts, meaning what they say', () => {
    const typed = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789- +.'), maxLength: 13 }),
      nearMiss(
        fc.tuple(fc.nat(65535), fc.nat(65535)).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
        '0123456789- ',
      ),
    )
    fc.assert(
      fc.property(typed, (s) => {
        const parsed = parsePortRange(s)
        if (!parsed.ok) return
        expect(L4PortRange.safeParse(s).success).toBe(true)
        const [start, end] = s.split('-').map(Number)
        expect(parsed.value).toEqual([start, end ?? start])
        expect(end ?? start).toBeLessThanOrEqual(65535)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('inputs these properties once found let through, though the API refuses them', () => {
  it('refuses a port with spaces around it', () => {
    expect(parsePortRange(' 0')).toEqual({
      ok: false,
      error: 'Must be a port like 22 or a range like 8000-8080',
    })
    expect(parsePortRange('22 ')).toEqual({
      ok: false,
      error: 'Must be a port like 22 or a range like 8000-8080',
    })
  })
})
