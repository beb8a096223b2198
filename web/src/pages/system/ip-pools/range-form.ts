import type { IpRange, IpVersion } from '~/api/__generated__/Api'
import type { ApiError } from '~/api/errors'
import { yup } from '~/components/form/yup-locale'
import { validateIpRange } from '~/util/ip-range-validate'
import { requiredMessage } from '~/util/validate'

export type RangeValues = { first: string; last: string }

export const rangeDefaults: RangeValues = { first: '', last: '' }

/** Addresses go to the API as typed, less any spaces around them (a pasted address often brings some). */
export const rangeBody = ({ first, last }: RangeValues): IpRange => ({
  first: first.trim(),
  last: last.trim(),
})

/**
 * Each end on its own: an address, of the pool's version; the last one also not before the first. An end that is
 * wrong in itself is not compared with the other, so each field shows the one thing to fix in it.
 */
export function rangeSchema(version: IpVersion) {
  // Formik hands yup an empty field as undefined
  const errorsOf = ({ first, last }: Partial<RangeValues>) =>
    validateIpRange(rangeBody({ first: first ?? '', last: last ?? '' }), version)
  return yup.object({
    first: yup
      .string()
      .required(requiredMessage('First address'))
      .test('range', '', function () {
        const error = errorsOf(this.parent).first
        return error ? this.createError({ message: error }) : true
      }),
    last: yup
      .string()
      .required(requiredMessage('Last address'))
      .test('range', '', function () {
        const error = errorsOf(this.parent).last
        return error ? this.createError({ message: error }) : true
      }),
  })
}

/** A refusal about the order of the ends belongs on the last one, about the version on the first; the rest to the form. */
export function rangeErrorField(error: ApiError): keyof RangeValues | null {
  if (/after its last|non-decreasing/i.test(error.message)) return 'last'
  if (/IPv[46] range to IPv[46] pool/i.test(error.message)) return 'first'
  return null
}
