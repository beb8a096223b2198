import { formFields } from '~/components/form/form-fields'
import { checkbox } from '~/components/form/kinds/checkbox'
import { comboBox } from '~/components/form/kinds/combo-box'
import { numberField } from '~/components/form/kinds/number-field'
import { radioGroup } from '~/components/form/kinds/radio-group'
import type { RuleValues } from './rule-values'

/** The rule form's fields, bound to its values, for every section of it. */
export const F = formFields<RuleValues>().with({ ...checkbox, ...comboBox, ...numberField, ...radioGroup })
