import { describe, expect, it } from 'vitest'
import { oxideRootRole } from '~mock/fixtures/platform/update'
import { rootRoleSummary } from './root-role'

describe('rootRoleSummary', () => {
  it('reads the version, expiry and keys of a root role', () => {
    expect(rootRoleSummary(oxideRootRole)).toEqual({
      version: 1,
      expires: new Date('2031-01-01T00:00:00Z'),
      keys: 1,
    })
  })

  it('gives null for what a document lacks or has in the wrong shape', () => {
    expect(rootRoleSummary({})).toEqual({ version: null, expires: null, keys: null })
    expect(rootRoleSummary({ signed: { version: '1', expires: 'soon', keys: [] } })).toEqual({
      version: null,
      expires: null,
      keys: null,
    })
  })
})
