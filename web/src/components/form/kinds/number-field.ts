import { NumberFieldF } from '~/components/form/fields/NumberFieldF'

/** Field kind for a number field: its parser and stepper, for `formFields<V>().with({ ...numberField })`. One file per kind: a form downloads the kinds it names. */
export const numberField = { Number: NumberFieldF }
