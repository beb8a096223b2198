import { CheckboxF } from './fields/CheckboxF'
import { CheckboxGroupF } from './fields/CheckboxGroupF'
import { ComboBoxF } from './fields/ComboBoxF'
import { FileFieldF } from './fields/FileFieldF'
import { NumberFieldF } from './fields/NumberFieldF'
import { RadioGroupF } from './fields/RadioGroupF'

// The field kinds a form opts into, `formFields<V>().with({ ...comboBox, ...numberField })`: one export per kind,
// so a form's download holds the React Aria parts of the kinds it draws and no others.
export const comboBox = { ComboBox: ComboBoxF }
export const numberField = { Number: NumberFieldF }
export const radioGroup = { Radio: RadioGroupF }
export const checkbox = { Checkbox: CheckboxF }
export const checkboxGroup = { CheckboxGroup: CheckboxGroupF }
export const fileField = { File: FileFieldF }
