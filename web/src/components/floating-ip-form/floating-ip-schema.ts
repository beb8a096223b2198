import { nameSchema, yupFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { rangesContain, validateAddress } from '~/util/ip'
import { type KnownPool, notInPoolMessage } from './floating-ip-form'

/** The address is optional; when given it must be an address, and one of the chosen pool when that is known. */
export function floatingIpSchema(known: KnownPool | null) {
  return yup.object({
    name: nameSchema(),
    description: yup.string(),
    pool: yup.string(),
    ip: yupFromValidator(validateAddress).test('in-pool', '', function (value) {
      if (!value || !known || validateAddress(value)) return true
      return rangesContain(
        known.ranges.map((r) => r.range),
        value,
      )
        ? true
        : this.createError({ message: notInPoolMessage(known.name) })
    }),
  })
}
