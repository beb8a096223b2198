import { formFields } from '~/components/form/form-fields'
import type { CreateValues } from './values'

/** The create form's fields, bound to its values: every section draws from these. */
export const F = formFields<CreateValues>()
