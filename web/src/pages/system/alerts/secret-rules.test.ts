// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { generateSecret, LAST_SECRET, secretDeleteReason, secretProblem } from './secret-rules'

describe('the secrets of a receiver', () => {
  it('the last one cannot be deleted, and the reason says to add one first', () => {
    expect(secretDeleteReason(1)).toBe(LAST_SECRET)
    expect(secretDeleteReason(0)).toBe(LAST_SECRET)
    expect(LAST_SECRET).toMatch(/add the new secret first, then delete this one/)
    expect(secretDeleteReason(2)).toBeUndefined()
  })

  it('a typed secret may be anything but empty', () => {
    expect(secretProblem('')).toBe('Secret is required')
    expect(secretProblem(' spaces are kept ')).toBeNull()
  })

  it('a generated secret is 64 hex digits, new each time', () => {
    const a = generateSecret()
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect(generateSecret()).not.toBe(a)
  })
})
