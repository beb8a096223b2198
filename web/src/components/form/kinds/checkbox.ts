import { CheckboxF } from '~/components/form/fields/CheckboxF'

/** Field kind for a checkbox, for `formFields<V>().with({ ...checkbox })`. One file per kind: a form downloads the kinds it names. */
export const checkbox = { Checkbox: CheckboxF }
