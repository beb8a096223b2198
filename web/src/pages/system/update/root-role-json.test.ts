// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { oxideRootRole } from '~mock/fixtures/platform/update'
import { rootRoleProblem } from './root-role-json'

describe('a root role document as written', () => {
  it('is sent when it is a signed TUF root role', () => {
    expect(rootRoleProblem(JSON.stringify(oxideRootRole, null, 2))).toBeUndefined()
  })

  it('is refused, saying why, when it is not JSON or not a root role', () => {
    expect(rootRoleProblem('  ')).toBe('The root role is empty')
    expect(rootRoleProblem('{"signed": ')).toMatch(/^Not valid JSON: /)
    expect(rootRoleProblem('[1, 2]')).toBe('The root role must be a JSON object')
    expect(rootRoleProblem('{"signed": {"_type": "targets"}, "signatures": []}')).toBe(
      'Not a TUF root role: it needs a "signed" object whose "_type" is "root"',
    )
    expect(rootRoleProblem('{"signed": {"_type": "root"}}')).toBe(
      'Not a signed root role: it needs a "signatures" list',
    )
  })
})
