import { formFields } from '~/components/form/form-fields'
import { checkbox } from '~/components/form/kinds/checkbox'
import { checkboxGroup } from '~/components/form/kinds/checkbox-group'
import { numberField } from '~/components/form/kinds/number-field'
import { radioGroup } from '~/components/form/kinds/radio-group'
import type { SiloValues } from './silo-values'

/** The create form's fields, shared by its sections. */
export const F = formFields<SiloValues>().with({
  ...numberField,
  ...checkbox,
  ...checkboxGroup,
  ...radioGroup,
})
