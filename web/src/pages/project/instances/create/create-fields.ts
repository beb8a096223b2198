import { formFields } from '~/components/form/form-fields'
import { checkbox } from '~/components/form/kinds/checkbox'
import { checkboxGroup } from '~/components/form/kinds/checkbox-group'
import { comboBox } from '~/components/form/kinds/combo-box'
import { numberField } from '~/components/form/kinds/number-field'
import { radioGroup } from '~/components/form/kinds/radio-group'
import type { CreateValues } from './values'

/** The create form's fields, bound to its values: every section draws from these. */
export const F = formFields<CreateValues>().with({
  ...checkbox,
  ...checkboxGroup,
  ...comboBox,
  ...numberField,
  ...radioGroup,
})
