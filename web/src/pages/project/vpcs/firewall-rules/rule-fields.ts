import { formFields } from '~/components/form/form-fields'
import type { RuleValues } from './rule-values'

/** The rule form's fields, bound to its values, for every section of it. */
export const F = formFields<RuleValues>()
