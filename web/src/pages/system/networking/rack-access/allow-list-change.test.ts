// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { requireBlock } from '~/util/ip'
import { allowListChange, covers, isConfirmed, letsIn, type Sources } from './allow-list-change'

const any: Sources = { allow: 'any' }
const list = (...ips: string[]): Sources => ({ allow: 'list', ips })

describe('what an allow-list lets in', () => {
  it('is every address, or those its networks hold, of either version', () => {
    expect(letsIn(any, '198.51.100.1')).toBe(true)
    const office = list('203.0.113.0/24', '2001:db8::/32')
    expect(letsIn(office, '203.0.113.200')).toBe(true)
    expect(letsIn(office, '203.0.114.1')).toBe(false)
    expect(letsIn(office, '2001:db8:1::5')).toBe(true)
    expect(letsIn(office, '2001:db9::5')).toBe(false)
    expect(letsIn(office, 'not an address')).toBe(false)
  })

  it('covers a network made of the halves of others, not one they only touch', () => {
    const halves = ['10.0.0.0/25', '10.0.0.128/25'].map(requireBlock)
    expect(covers(halves, requireBlock('10.0.0.0/24'))).toBe(true)
    expect(covers(halves.slice(0, 1), requireBlock('10.0.0.0/24'))).toBe(false)
    expect(covers([requireBlock('10.0.0.0/8')], requireBlock('10.20.0.0/16'))).toBe(true)
    expect(covers([requireBlock('fd00::/8')], requireBlock('10.0.0.0/8'))).toBe(false)
  })
})

describe('a change to the allow-list', () => {
  it('narrows it when it turns away an address let in now', () => {
    expect(allowListChange(any, list('10.0.0.0/8'))).toMatchObject({ narrows: true, fromAny: true })
    const change = allowListChange(list('10.0.0.0/8', '192.168.1.0/24'), list('10.0.0.0/9'))
    expect(change.narrows).toBe(true)
    expect(change.lost).toEqual([
      { entry: '10.0.0.0/8', partly: true },
      { entry: '192.168.1.0/24', partly: false },
    ])
    expect(change.gained).toEqual([])
  })

  it('does not narrow it when everything let in now still is, however the list is split', () => {
    expect(allowListChange(list('10.0.0.0/24'), list('10.0.0.0/25', '10.0.0.128/25')).narrows).toBe(false)
    const wider = allowListChange(list('10.1.0.0/16'), list('10.0.0.0/8', '203.0.113.7/32'))
    expect(wider).toMatchObject({ narrows: false, lost: [] })
    expect(wider.gained).toEqual([
      { entry: '10.0.0.0/8', partly: true },
      { entry: '203.0.113.7/32', partly: false },
    ])
    expect(allowListChange(list('10.0.0.0/8'), any)).toMatchObject({ narrows: false, toAny: true })
    expect(allowListChange(any, any)).toMatchObject({ narrows: false, toAny: false, fromAny: false })
    expect(allowListChange(list('10.0.0.0/8'), list('10.0.0.0/8')).narrows).toBe(false)
  })

  it('is confirmed by the word typed, whatever its case or the spaces around it', () => {
    expect(isConfirmed('narrow')).toBe(true)
    expect(isConfirmed('  Narrow ')).toBe(true)
    expect(isConfirmed('narro')).toBe(false)
    expect(isConfirmed('')).toBe(false)
  })
})
