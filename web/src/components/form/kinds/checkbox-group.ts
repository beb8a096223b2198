import { CheckboxGroupF } from '~/components/form/fields/CheckboxGroupF'

/** Field kind for a group of checkboxes, for `formFields<V>().with({ ...checkboxGroup })`. One file per kind: a form downloads the kinds it names. */
export const checkboxGroup = { CheckboxGroup: CheckboxGroupF }
