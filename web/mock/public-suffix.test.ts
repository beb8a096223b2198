import { describe, expect, it } from 'vitest'
import { getDomain } from './public-suffix'

describe('the registrable domain, for the preview', () => {
  it('answers as tldts does for the hosts a preview is served from', () => {
    expect(getDomain('localhost')).toBeNull()
    expect(getDomain('127.0.0.1')).toBeNull()
    expect(getDomain('::1')).toBeNull()
    expect(getDomain('console.example.com')).toBe('example.com')
    expect(getDomain('preview.oxide.computer.')).toBe('oxide.computer')
  })
})
