import { RadioGroupF } from '~/components/form/fields/RadioGroupF'

/** Field kind for a radio group, for `formFields<V>().with({ ...radioGroup })`. One file per kind: a form downloads the kinds it names. */
export const radioGroup = { Radio: RadioGroupF }
