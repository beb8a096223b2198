import { type FormikErrors, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik'

/**
 * Loads a form's rules: a `*-schema.ts` module, imported with `import()` (e.g.
 * `() => import('./vpc-schema').then((m) => m.vpcSchema)`). yup and the rules download as the form opens,
 * beside its first render, instead of with the page: a page that can open a form does not carry them.
 */
export type LoadSchema = () => Promise<Rules>

/** What the form needs of a yup schema (any object schema, whatever its inferred types). */
type Rules = { validate(value: unknown, options: { abortEarly: boolean }): Promise<unknown> }

/**
 * Formik's `validate` from a schema loader, checking the values exactly as Formik's own `validationSchema`
 * does (empty strings as missing, every error at once). Rules that cannot be downloaded check nothing: the
 * server checks what is sent, and its answer (or the network error) shows on the form as for any submit.
 */
export function validateWith<V extends FormikValues>(load: LoadSchema) {
  return async (values: V): Promise<FormikErrors<V>> => {
    let schema: Rules
    try {
      schema = await load()
    } catch {
      return {}
    }
    try {
      await validateYupSchema(values, schema)
      return {}
    } catch (error) {
      if ((error as Error | undefined)?.name === 'ValidationError') return yupToFormErrors(error)
      throw error
    }
  }
}

/** The rules of a form of a name and a description (`name-description-schema.ts`). */
export const loadNameDescriptionSchema = () =>
  import('./name-description-schema').then((m) => m.nameDescriptionSchema)
