import { getIn, useFormikContext } from 'formik'
import { type ComponentProps, type ReactNode, useCallback } from 'react'
import { CheckboxF } from './fields/CheckboxF'
import { CheckboxGroupF } from './fields/CheckboxGroupF'
import { ComboBoxF } from './fields/ComboBoxF'
import { FieldError } from './fields/FieldError'
import { FileFieldF } from './fields/FileFieldF'
import { DescriptionField, NameField } from './fields/NameField'
import { NumberFieldF } from './fields/NumberFieldF'
import { RadioGroupF } from './fields/RadioGroupF'
import { TextFieldF } from './fields/TextFieldF'
import { useValidateLater } from './validate-later'

type Leaf = string | number | boolean | bigint | null | undefined | Date | File | readonly unknown[]

/** Dotted paths of `V` whose value is a `T`: `'name'`, or `'diskDraft.size'` inside a nested object. */
export type PathOf<V, T> = {
  [K in keyof V & string]: V[K] extends T ? K : V[K] extends Leaf ? never : `${K}.${PathOf<V[K], T>}`
}[keyof V & string]

/** Every dotted path of `V`. */
export type AnyPathOf<V> = {
  [K in keyof V & string]: K | (V[K] extends Leaf ? never : `${K}.${AnyPathOf<V[K]>}`)
}[keyof V & string]

/** The type of the value at a dotted path. */
export type ValueAt<V, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof V
    ? ValueAt<V[K], Rest>
    : never
  : P extends keyof V
    ? V[P]
    : never

type Named<Props, N> = Omit<Props, 'name'> & { name: N }
type Optional<Props, N> = Omit<Props, 'name'> & { name?: N }

/**
 * The field components of one form, bound to its values' type: a misspelt field name is a type error, and so is a
 * field whose value has the wrong type for its kind (a number field on a string).
 */
export type FormFields<V> = {
  Number: (p: Named<ComponentProps<typeof NumberFieldF>, PathOf<V, number>>) => ReactNode
  ComboBox: (p: Named<ComponentProps<typeof ComboBoxF>, PathOf<V, string>>) => ReactNode
  Radio: (p: Named<ComponentProps<typeof RadioGroupF>, PathOf<V, string>>) => ReactNode
  Checkbox: (p: Named<ComponentProps<typeof CheckboxF>, PathOf<V, boolean>>) => ReactNode
  CheckboxGroup: (p: Named<ComponentProps<typeof CheckboxGroupF>, PathOf<V, readonly string[]>>) => ReactNode
  File: (p: Named<ComponentProps<typeof FileFieldF>, PathOf<V, File | null>>) => ReactNode
  Text: (p: Named<ComponentProps<typeof TextFieldF>, PathOf<V, string>>) => ReactNode
  /** The error of a field drawn as a list rather than one input. */
  Error: (p: { name: AnyPathOf<V>; label?: string }) => ReactNode
  /** The resource-name field, bound to `name` unless told otherwise. */
  Name: (p: Optional<ComponentProps<typeof NameField>, PathOf<V, string>>) => ReactNode
  Description: (p: Optional<ComponentProps<typeof DescriptionField>, PathOf<V, string>>) => ReactNode
  /** The values this set of fields is bound to. */
  useValues: () => V
  /** Sets one of those values, by its path. */
  useSetValue: () => <P extends AnyPathOf<V>>(name: P, value: ValueAt<V, P>) => void
  /**
   * Marks a field touched, so its error shows, or untouched again: e.g. a sub-form's input when its Add button
   * is pressed, and after its row is added.
   */
  useSetTouched: () => (name: AnyPathOf<V>, touched: boolean) => void
  /** The fields of a nested object, e.g. the draft row of a sub-form. */
  at: <P extends keyof V & string>(key: P) => FormFields<V[P]>
}

/**
 * The field components for a form whose values are `V`, e.g.
 * `const F = formFields<DiskValues>()` and then `<F.Number name="size" .../>`.
 * Call it once at module level (each call makes new components).
 */
export function formFields<V>(prefix = ''): FormFields<V> {
  const full = (name: string) => `${prefix}${name}`
  // the components below are the same fields with the prefix applied; the types above do the checking
  type Any = { name?: string } & Record<string, unknown>
  const bind =
    // biome-ignore lint/suspicious/noExplicitAny: each field's props are checked by FormFields<V>
      (Field: (p: any) => ReactNode, defaultName?: string) =>
      ({ name = defaultName, ...rest }: Any) => <Field {...rest} name={full(name ?? '')} />
  return {
    Number: bind(NumberFieldF),
    ComboBox: bind(ComboBoxF),
    Radio: bind(RadioGroupF),
    Checkbox: bind(CheckboxF),
    CheckboxGroup: bind(CheckboxGroupF),
    File: bind(FileFieldF),
    Text: bind(TextFieldF),
    Error: bind(FieldError),
    Name: bind(NameField, 'name'),
    Description: bind(DescriptionField, 'description'),
    useValues: () => {
      const { values } = useFormikContext()
      return (prefix ? getIn(values, prefix.slice(0, -1)) : values) as V
    },
    // several changes in one handler are validated together, once they are all rendered (validate-later.tsx)
    useSetValue: () => {
      const { setFieldValue } = useFormikContext()
      const validateLater = useValidateLater()
      return useCallback(
        (name: string, value: unknown) => {
          setFieldValue(full(name), value, !validateLater)
          validateLater?.()
        },
        [setFieldValue, validateLater],
      )
    },
    useSetTouched: () => {
      const { setFieldTouched } = useFormikContext()
      const validateLater = useValidateLater()
      return useCallback(
        (name: string, touched: boolean) => {
          setFieldTouched(full(name), touched, !validateLater)
          validateLater?.()
        },
        [setFieldTouched, validateLater],
      )
    },
    at: (key: string) => formFields(full(`${key}.`)),
  } as unknown as FormFields<V>
}
