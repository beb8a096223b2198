import { mixed, type StringSchema, string } from 'yup'
import { type NameOptions, requiredMessage, validateName } from '~/util/validate'

/** yup adapters for the forms' rules (`*-schema.ts` modules), apart from the validators, which need no yup. */

/**
 * A yup string schema that reports the validator's own message. Empty values are left to
 * `.required()` (or accepted), so the validator never sees them.
 */
export function yupFromValidator(
  validate: (value: string) => string | undefined,
): StringSchema<string | undefined> {
  return string().test('validator', '', function (value) {
    if (!value) return true
    const error = validate(value)
    return error ? this.createError({ message: error }) : true
  })
}

/** The rule of a name field, in a form's rules: `yup.object({ name: nameSchema() })`. */
export function nameSchema({ label = 'Name', required = true }: NameOptions = {}) {
  const schema = yupFromValidator((value) => validateName(value, { label }))
  return required ? schema.required(requiredMessage(label)) : schema
}

/**
 * A number schema that reports the validator's own message. An empty number field holds NaN, which yup's
 * number() would refuse with its own wording before the validator could say what is wrong.
 */
export function yupNumberFromValidator(validate: (value: number) => string | undefined) {
  return mixed<number>().test('validator', '', function (value) {
    const error = validate(value ?? Number.NaN)
    return error ? this.createError({ message: error }) : true
  })
}
