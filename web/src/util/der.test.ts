import { describe, expect, it } from 'vitest'
import { DerError, derChildren, derOid, derTime, readDer, readDerDocument, TAG } from './der'

const bytes = (...b: number[]) => Uint8Array.from(b)
const text = (tag: number, s: string) => bytes(tag, s.length, ...[...s].map((c) => c.charCodeAt(0)))

describe('the DER reader', () => {
  it('reads short and long lengths and the children of a sequence', () => {
    const long = new Uint8Array(4 + 200)
    long.set([0x04, 0x81, 200])
    const seq = readDerDocument(bytes(0x30, 0x06, 0x02, 0x01, 0x05, 0x04, 0x01, 0xff))
    expect(seq.tag).toBe(TAG.sequence)
    expect(derChildren(seq).map((c) => [c.tag, [...c.value]])).toEqual([
      [TAG.integer, [5]],
      [TAG.octetString, [0xff]],
    ])
    expect(readDer(long).value.length).toBe(200)
  })

  it('refuses what DER does not allow or what is cut off', () => {
    expect(() => readDer(bytes(0x30, 0x80, 0x00, 0x00))).toThrow(DerError)
    expect(() => readDer(bytes(0x30, 0x05, 0x02))).toThrow('it ends too early')
    expect(() => readDerDocument(bytes(0x02, 0x01, 0x05, 0x00))).toThrow('it has extra bytes at the end')
    expect(() => derChildren(readDer(bytes(0x02, 0x01, 0x05)))).toThrow(DerError)
  })

  it('reads object identifiers', () => {
    expect(derOid(readDer(bytes(0x06, 0x03, 0x55, 0x04, 0x03)))).toBe('2.5.4.3')
    expect(derOid(readDer(bytes(0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01)))).toBe(
      '1.2.840.113549.1.1.1',
    )
  })

  it('reads both kinds of time, with UTCTime years from 1950 to 2049', () => {
    expect(derTime(readDer(text(TAG.utcTime, '491231235959Z'))).toISOString()).toBe(
      '2049-12-31T23:59:59.000Z',
    )
    expect(derTime(readDer(text(TAG.utcTime, '500101000000Z'))).toISOString()).toBe(
      '1950-01-01T00:00:00.000Z',
    )
    expect(derTime(readDer(text(TAG.generalizedTime, '20550101000000Z'))).toISOString()).toBe(
      '2055-01-01T00:00:00.000Z',
    )
    expect(() => derTime(readDer(text(TAG.utcTime, '260431000000Z')))).toThrow('impossible date')
    expect(() => derTime(readDer(text(TAG.utcTime, '2604300000Z')))).toThrow(DerError)
  })
})
