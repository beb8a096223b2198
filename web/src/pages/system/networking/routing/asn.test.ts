// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ASN_MAX, asnKind, asnMessages, asnNote, parseAsn, validateAsn } from './asn'

describe('reading an ASN', () => {
  it('takes a plain number or asdot notation', () => {
    expect(parseAsn('65002')).toBe(65_002)
    expect(parseAsn(' 65002 ')).toBe(65_002)
    expect(parseAsn('1.10')).toBe(65_546)
    expect(parseAsn('65535.65535')).toBe(ASN_MAX)
    expect(parseAsn('4294967295')).toBe(ASN_MAX)
  })

  it('refuses what is not a 32-bit whole number', () => {
    for (const text of ['', 'as65002', '-1', '6500.2.1', '1e5', '65002.5x', '4294967296', '65536.1']) {
      expect(parseAsn(text), text).toBeNull()
    }
  })
})

describe('which ASNs a BGP configuration may take', () => {
  it('says what is wrong, in words', () => {
    expect(validateAsn('AS65002')).toBe(asnMessages.shape)
    expect(validateAsn('4294967296')).toBe(asnMessages.tooBig)
    expect(validateAsn('70000.1')).toBe(asnMessages.asdotPart)
    expect(validateAsn('0')).toBe(asnMessages.zero)
    expect(validateAsn('23456')).toBe(asnMessages.asTrans)
    expect(validateAsn('65535')).toBe(asnMessages.last16)
    expect(validateAsn(String(ASN_MAX))).toBe(asnMessages.last32)
  })

  it('takes public and private ASNs, the first and the last usable ones included', () => {
    for (const text of ['1', '65002', '64512', '65534', '4200000000', '4294967294', '13335', '0.1']) {
      expect(validateAsn(text), text).toBeUndefined()
    }
  })

  it('tells private, documentation, reserved and public ranges apart, at their edges', () => {
    expect(asnKind(64_511)).toBe('documentation')
    expect(asnKind(64_512)).toBe('private')
    expect(asnKind(65_534)).toBe('private')
    expect(asnKind(65_536)).toBe('documentation')
    expect(asnKind(65_551)).toBe('documentation')
    expect(asnKind(65_552)).toBe('reserved')
    expect(asnKind(131_071)).toBe('reserved')
    expect(asnKind(131_072)).toBe('public')
    expect(asnKind(4_199_999_999)).toBe('public')
    expect(asnKind(4_200_000_000)).toBe('private')
    expect(asnNote(65_002)).toMatch(/^A private-use ASN \(RFC 6996\)/)
    expect(asnNote(13_335)).toMatch(/^A public ASN/)
  })
})
