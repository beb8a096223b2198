import { type FormikErrors, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik'
import { isCodeLoadError } from '~/util/new-code'

/**
 * Loads a form's rules: a `*-schema.ts` module, imported with `import()` (e.g.
 * `() => import('./vpc-schema').then((m) => m.vpcSchema)`). yup and the rules download as the form opens,
 * beside its first render, instead of with the page: a page that can open a form does not carry them.
 */
export type LoadSchema = () => Promise<Rules>

/** What the form needs of a yup schema (any object schema, whatever its inferred types). */
type Rules = { validate(value: unknown, options: { abortEarly: boolean }): Promise<unknown> }

/**
 * The values' problems under the rules, by field, exactly as Formik's own `validationSchema` finds them (empty
 * strings as missing, every problem at once). A rule that breaks (rather than refuses) fails loudly.
 */
export async function problemsUnder<V extends FormikValues>(
  rules: Rules,
  values: V,
): Promise<FormikErrors<V>> {
  try {
    await validateYupSchema(values, rules)
    return {}
  } catch (error) {
    if ((error as Error | undefined)?.name === 'ValidationError') return yupToFormErrors(error)
    throw error
  }
}

/**
 * Formik's `validate` from a schema loader. While the rules cannot be downloaded nothing is marked, so that a
 * submit reaches the form's own send, which checks again and refuses to send unchecked values (`FormCore`);
 * any other failure of the loader (a rule factory that throws) fails loudly.
 */
export function validateWith<V extends FormikValues>(load: LoadSchema) {
  return async (values: V): Promise<FormikErrors<V>> => {
    let rules: Rules
    try {
      rules = await load()
    } catch (error) {
      if (isCodeLoadError(error)) return {}
      throw error
    }
    return problemsUnder(rules, values)
  }
}

/** The rules of a form of a name and a description (`name-description-schema.ts`). */
export const loadNameDescriptionSchema = () =>
  import('./name-description-schema').then((m) => m.nameDescriptionSchema)
