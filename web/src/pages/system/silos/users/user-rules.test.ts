// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ValidationError } from 'yup'
import { passwordDefaults, passwordSchema, toUserPassword } from './password-schema'
import { toUserCreate, userCreateDefaults, userCreateSchema } from './user-create-schema'
import { validateUsername } from './username'

/** Every message of a failed check, in alphabetical order, or null when the values pass. */
async function problem(schema: typeof passwordSchema | typeof userCreateSchema, values: object) {
  try {
    await schema.validate(values, { abortEarly: false })
    return null
  } catch (e) {
    return [...(e as ValidationError).errors].sort().join('; ')
  }
}

describe('validateUsername', () => {
  it('takes what the API takes, capital letters after the first included', () => {
    for (const ok of ['hedy', 'h', 'hedy-lamarr', 'hedyLamarr', 'a1', `a${'b'.repeat(62)}`]) {
      expect(validateUsername(ok)).toBeUndefined()
    }
    // a UUID inside a longer username is allowed
    expect(validateUsername('user-9c3b5f20-5f0b-4b8e-9a43-0f0e1c2d3b4a')).toBeUndefined()
  })

  it('says in plain words what is wrong', () => {
    expect(validateUsername('')).toBe('Username is required')
    expect(validateUsername(`a${'b'.repeat(63)}`)).toBe('Must be 63 characters or fewer')
    expect(validateUsername('Hedy')).toBe('Must start with a lowercase letter')
    expect(validateUsername('1hedy')).toBe('Must start with a lowercase letter')
    expect(validateUsername('hedy_lamarr')).toBe('Can only contain letters, numbers, and dashes')
    expect(validateUsername('hedy lamarr')).toBe('Can only contain letters, numbers, and dashes')
    expect(validateUsername('hedy-')).toBe('Must end with a letter or number')
    expect(validateUsername('a3b5f20c-5f0b-4b8e-9a43-0f0e1c2d3b4a')).toMatch(/^Cannot be a UUID/)
  })

  it('agrees with the API pattern', () => {
    const api =
      /^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$/
    for (const value of [
      'a',
      'a-',
      'ab',
      'a--b',
      'aB9',
      'Ab',
      'a_b',
      'f0e1c2d3-0000-4000-8000-000000000000',
      'z-',
    ]) {
      expect(validateUsername(value) === undefined).toBe(api.test(value))
    }
  })
})

describe('the password rules', () => {
  const typed = (password: string, passwordConfirm = password) => ({
    ...passwordDefaults,
    password,
    passwordConfirm,
  })

  it('want a password, typed twice alike, of at most 512 characters', async () => {
    expect(await problem(passwordSchema, typed('frequency-hopping'))).toBeNull()
    expect(await problem(passwordSchema, typed(''))).toBe(
      'Password is required; Type the password again to confirm it',
    )
    expect(await problem(passwordSchema, typed('frequency-hopping', ''))).toBe(
      'Type the password again to confirm it',
    )
    expect(await problem(passwordSchema, typed('frequency-hopping', 'frequency-hoping'))).toBe(
      'The two passwords do not match',
    )
    expect(await problem(passwordSchema, typed('x'.repeat(512)))).toBeNull()
    expect(await problem(passwordSchema, typed('x'.repeat(513)))).toBe('Must be 512 characters or fewer')
  })

  it('keep a password as typed, spaces included', async () => {
    expect(await problem(passwordSchema, typed(' two words '))).toBeNull()
    expect(toUserPassword(typed(' two words '))).toEqual({ mode: 'password', value: ' two words ' })
  })

  it('ask nothing of a user without a password, and send none', async () => {
    const none = { passwordMode: 'login_disallowed', password: 'left over', passwordConfirm: '' } as const
    expect(await problem(passwordSchema, none)).toBeNull()
    expect(toUserPassword(none)).toEqual({ mode: 'login_disallowed' })
  })
})

describe('the create user rules', () => {
  it('check the username and the password, and send no confirmation', async () => {
    const values = { ...userCreateDefaults(), username: 'hedy', password: 'pw', passwordConfirm: 'pw' }
    expect(await problem(userCreateSchema, values)).toBeNull()
    expect(await problem(userCreateSchema, { ...values, username: '' })).toBe('Username is required')
    expect(await problem(userCreateSchema, { ...values, username: 'hedy_' })).toBe(
      'Can only contain letters, numbers, and dashes',
    )
    expect(toUserCreate(values)).toEqual({ externalId: 'hedy', password: { mode: 'password', value: 'pw' } })
  })
})
