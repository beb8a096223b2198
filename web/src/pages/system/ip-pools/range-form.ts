import type { IpRange } from '~/api/__generated__/Api'
import type { ApiError } from '~/api/errors'

export type RangeValues = { first: string; last: string }

export const rangeDefaults: RangeValues = { first: '', last: '' }

/** Addresses go to the API as typed, less any spaces around them (a pasted address often brings some). */
export const rangeBody = ({ first, last }: RangeValues): IpRange => ({
  first: first.trim(),
  last: last.trim(),
})

/** A refusal about the order of the ends belongs on the last one, about the version on the first; the rest to the form. */
export function rangeErrorField(error: ApiError): keyof RangeValues | null {
  if (/after its last|non-decreasing/i.test(error.message)) return 'last'
  if (/IPv[46] range to IPv[46] pool/i.test(error.message)) return 'first'
  return null
}
