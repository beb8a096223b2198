import { formFields } from '~/components/form/form-fields'
import type { SiloValues } from './silo-values'

/** The create form's fields, shared by its sections. */
export const F = formFields<SiloValues>()
