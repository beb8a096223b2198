// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NAME_MAX_LENGTH } from './constants'
import { nameFromComment } from './ssh-key-name'
import { validateName } from './validate'

describe('a key name from the key’s comment', () => {
  it.each([
    ['ada@analytical-engine', 'ada-analytical-engine'],
    ['ci@build-01', 'ci-build-01'],
    ['Ada Lovelace (work laptop)', 'ada-lovelace-work-laptop'],
    ['josé@café.local', 'jose-cafe-local'],
    ['  --deploy key--  ', 'deploy-key'],
    ['2024 laptop', 'key-2024-laptop'],
    ['_build', 'build'],
    ['ab3e62f0-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'key-ab3e62f0-1c2d-4e5f-8a9b-0c1d2e3f4a5b'],
  ])('makes %s into %s', (comment, name) => {
    expect(nameFromComment(comment)).toBe(name)
  })

  it('gives nothing for a comment with nothing a name can use', () => {
    expect(nameFromComment('')).toBeNull()
    expect(nameFromComment('@@ -- ()')).toBeNull()
    expect(nameFromComment('日本語')).toBeNull()
  })

  it('cuts a long comment to the name length, without a dash at the end', () => {
    const name = nameFromComment(`${'a'.repeat(62)} tail`)
    expect(name).toBe('a'.repeat(62))
    expect(nameFromComment('x'.repeat(100))).toHaveLength(NAME_MAX_LENGTH)
  })

  it('numbers a name that is taken', () => {
    expect(nameFromComment('ada@laptop', new Set(['ada-laptop']))).toBe('ada-laptop-2')
    expect(nameFromComment('ada@laptop', new Set(['ada-laptop', 'ada-laptop-2']))).toBe('ada-laptop-3')
    const long = 'k'.repeat(NAME_MAX_LENGTH)
    expect(nameFromComment(long, new Set([long]))).toBe(`${'k'.repeat(NAME_MAX_LENGTH - 2)}-2`)
  })

  it('always gives a valid name that is not taken, or nothing', () => {
    const taken = fc.uniqueArray(fc.constantFrom('a', 'ada-laptop', 'ada-laptop-2', 'key-1', 'x-y'), {
      maxLength: 5,
    })
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.emailAddress()),
        taken,
        (comment, names) => {
          const name = nameFromComment(comment, new Set(names))
          if (name === null) return
          expect(validateName(name)).toBeUndefined()
          expect(names).not.toContain(name)
        },
      ),
    )
  })
})
