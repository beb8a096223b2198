import { formFields } from '~/components/form/form-fields'
import type { AllowListValues } from './allow-list-values'

/** The allow-list form's fields, shared by its sections. */
export const F = formFields<AllowListValues>()
