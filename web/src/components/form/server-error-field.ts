import type { ApiError } from '~/api/errors'

/** Which form field a server error belongs to, if any; the rest is shown for the whole form. */
export function serverErrorField(error: ApiError, fieldNames: string[]): string | null {
  if (error.errorCode === 'ObjectAlreadyExists' && fieldNames.includes('name')) return 'name'
  // Nexus names the offending field in validation messages, e.g. "invalid value for description: ..."
  const named = fieldNames.find((f) => new RegExp(`\\b${f}\\b`).test(error.message))
  return error.statusCode === 400 && named ? named : null
}
