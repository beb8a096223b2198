import { requiredMessage } from '~/util/validate'

/** The API's `UserId`: at most 63 characters. */
export const USERNAME_MAX_LENGTH = 63

const USERNAME_MESSAGES = {
  tooLong: `Must be ${USERNAME_MAX_LENGTH} characters or fewer`,
  start: 'Must start with a lowercase letter',
  chars: 'Can only contain letters, numbers, and dashes',
  end: 'Must end with a letter or number',
  uuid: 'Cannot be a UUID (one can be part of a longer username)',
} as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The username of a local user, by the API's `UserId` rules. Unlike a resource name it may hold capital letters
 * after the first, so none is lowercased: the user signs in with exactly what is given here.
 */
export function validateUsername(value: string | null | undefined): string | undefined {
  if (!value) return requiredMessage('Username')
  if (value.length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong
  if (!/^[a-z]/.test(value)) return USERNAME_MESSAGES.start
  if (!/^[a-zA-Z0-9-]+$/.test(value)) return USERNAME_MESSAGES.chars
  if (value.endsWith('-')) return USERNAME_MESSAGES.end
  if (UUID.test(value)) return USERNAME_MESSAGES.uuid
  return undefined
}
