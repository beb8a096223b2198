import type { IpVersion } from '~/api/__generated__/Api'
import { yup } from '~/components/form/yup-locale'
import { validateRange } from '~/util/ip'
import { requiredMessage } from '~/util/validate'
import { type RangeValues, rangeBody } from './range-form'

/**
 * Each end on its own: an address, of the pool's version; the last one also not before the first. An end that is
 * wrong in itself is not compared with the other, so each field shows the one thing to fix in it.
 */
export function rangeSchema(version: IpVersion) {
  // Formik hands yup an empty field as undefined
  const errorsOf = ({ first, last }: Partial<RangeValues>) =>
    validateRange(rangeBody({ first: first ?? '', last: last ?? '' }), version)
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
