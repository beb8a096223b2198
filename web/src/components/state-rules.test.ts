// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { statesText } from './state-rules'

describe('statesText', () => {
  it('joins lists readably', () => {
    expect(statesText(['a'])).toBe('a')
    expect(statesText(['a', 'b', 'c'])).toBe('a, b or c')
    expect(statesText(['import_ready'])).toBe('import ready')
  })
})
