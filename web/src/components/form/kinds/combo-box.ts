import { ComboBoxF } from '~/components/form/fields/ComboBoxF'

/** Field kind for a combobox: its list box and popover, for `formFields<V>().with({ ...comboBox })`. One file per kind: a form downloads the kinds it names. */
export const comboBox = { ComboBox: ComboBoxF }
