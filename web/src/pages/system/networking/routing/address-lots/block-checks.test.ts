// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type BlockRow, blockErrors, blockMessages } from './block-checks'

const rows = (...ends: [string, string][]): BlockRow[] =>
  ends.map(([first, last], i) => ({ key: String(i), first, last }))

describe("an address lot's blocks", () => {
  it('take a first and a last address of one version, the first not after the last', () => {
    expect(blockErrors(rows(['10.1.0.0', '10.1.0.255'], ['fd00:99::1', 'fd00:99::ff']))).toEqual([{}, {}])
    // one address is a block too
    expect(blockErrors(rows(['10.1.0.7', '10.1.0.7']))).toEqual([{}])
  })

  it('say what is wrong with each end', () => {
    expect(blockErrors(rows(['10.1.0.300', 'ten']))).toEqual([
      { first: 'Not a valid IP address', last: 'Not a valid IP address' },
    ])
    expect(blockErrors(rows(['10.1.0.0', 'fd00::1']))).toEqual([{ last: blockMessages.version('v4') }])
    expect(blockErrors(rows(['fd00::1', '10.1.0.0']))[0].last).toBe(
      'Must be an IPv6 address, like the first address of the block',
    )
  })

  it('compare addresses as numbers, not text', () => {
    // as text 10.1.0.10 sorts before 10.1.0.9
    expect(blockErrors(rows(['10.1.0.10', '10.1.0.9']))).toEqual([{ last: blockMessages.order }])
    expect(blockErrors(rows(['10.1.0.9', '10.1.0.10']))).toEqual([{}])
  })

  it('refuse a block that shares addresses with one above it, naming that one', () => {
    const errors = blockErrors(
      rows(['10.1.0.0', '10.1.0.255'], ['10.1.0.128', '10.1.1.0'], ['10.2.0.0', '10.2.0.3']),
    )
    expect(errors).toEqual([{}, { first: 'Overlaps block 1 (10.1.0.0–10.1.0.255)' }, {}])
    // blocks of different versions never overlap
    expect(blockErrors(rows(['0.0.0.0', '255.255.255.255'], ['::', '::ffff']))).toEqual([{}, {}])
  })

  it('leave empty ends to the required rule', () => {
    expect(blockErrors(rows(['', '10.1.0.1'], ['10.1.0.1', '']))).toEqual([
      { last: undefined },
      { first: undefined },
    ])
  })
})
