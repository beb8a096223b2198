// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  DASH_AFTER_INDEX,
  DEVICE_CODE_LENGTH,
  formatUserCode,
  isCompleteCode,
  normalizeUserCode,
  userCodeFromUrl,
} from './device-code'

it('has 8 letters with a dash after index 3', () => {
  expect(DEVICE_CODE_LENGTH).toBe(8)
  expect(DASH_AFTER_INDEX).toBe(3)
})

describe('normalizeUserCode', () => {
  it('uppercases letters', () => {
    expect(normalizeUserCode('crabrack')).toBe('CRABRACK')
  })

  it('strips dashes, spaces and anything that is not a letter', () => {
    expect(normalizeUserCode('crab-rack')).toBe('CRABRACK')
    expect(normalizeUserCode(' CR AB - RA CK ')).toBe('CRABRACK')
    expect(normalizeUserCode('cr4b_r@ck!')).toBe('CRBRCK')
    expect(normalizeUserCode('ébc')).toBe('BC')
  })

  it('caps at 8 letters', () => {
    expect(normalizeUserCode('abcdefghijkl')).toBe('ABCDEFGH')
  })
})

describe('formatUserCode', () => {
  it('inserts the dash after the fourth letter', () => {
    expect(formatUserCode('CRABRACK')).toBe('CRAB-RACK')
  })

  it('normalises pasted input first', () => {
    expect(formatUserCode('crab rack')).toBe('CRAB-RACK')
    expect(formatUserCode('CRAB-RACK')).toBe('CRAB-RACK')
  })

  it('adds no dash before there is anything after it', () => {
    expect(formatUserCode('CRA')).toBe('CRA')
    expect(formatUserCode('CRAB')).toBe('CRAB')
    expect(formatUserCode('CRABR')).toBe('CRAB-R')
  })
})

describe('isCompleteCode', () => {
  it('is true only with all 8 letters', () => {
    expect(isCompleteCode('CRABRACK')).toBe(true)
    expect(isCompleteCode('crab-rack')).toBe(true)
    expect(isCompleteCode('CRABRAC')).toBe(false)
    expect(isCompleteCode('CRAB-RAC1')).toBe(false)
    expect(isCompleteCode('')).toBe(false)
  })
})

describe('userCodeFromUrl', () => {
  it('takes the letters of a code in any case, with or without its dash', () => {
    expect(userCodeFromUrl('crab-rack')).toBe('CRABRACK')
    expect(userCodeFromUrl('CRABRACK')).toBe('CRABRACK')
  })

  it('keeps the gaps of a code typed in part, and nothing past eight boxes', () => {
    expect(userCodeFromUrl('CR  RA')).toBe('CR  RA')
    expect(userCodeFromUrl('crabrackextra')).toBe('CRABRACK')
    expect(userCodeFromUrl(null)).toBe('')
  })
})
