import { yup } from '~/components/form/yup-locale'
import { lldpTextError, managementIpError } from './lldp-values'

const text = (label: string) =>
  yup.string().test('lldp-text', function check(value) {
    const error = lldpTextError(label, value ?? '')
    return error ? this.createError({ message: error }) : true
  })

/** The LLDP form: texts that fit an LLDP advertisement, and a management IP that is an address. */
export const lldpSchema = yup.object({
  enabled: yup.boolean(),
  systemName: text('System name'),
  systemDescription: text('System description'),
  linkDescription: text('Port description'),
  managementIp: yup.string().test('address', function check(value) {
    const error = managementIpError(value ?? '')
    return error ? this.createError({ message: error }) : true
  }),
})
