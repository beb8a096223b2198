import { yup } from '~/components/form/yup-locale'
import { LIFETIME_UNITS, type LifetimeValues, lifetimeError } from './device-token-lifetime'

/** The sign-in settings form: no limit, or a whole number of minutes, hours or days that the API takes. */
export const signInSettingsSchema = yup.object({
  limit: yup.string().oneOf(['none', 'limited']).required(),
  unit: yup.string().oneOf(LIFETIME_UNITS).required(),
  // an empty number field holds NaN, which is the rule's to name, not yup's number type
  amount: yup.mixed().test('lifetime', function check(amount) {
    const error = lifetimeError({ ...(this.parent as LifetimeValues), amount: Number(amount) })
    return error ? this.createError({ message: error }) : true
  }),
})
