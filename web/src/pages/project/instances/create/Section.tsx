import { useField } from 'formik'
import { type ReactNode, useId } from 'react'
import { useShownError } from '~/components/form/use-shown-error'
import { Checkbox } from '~/ui/Checkbox'
import s from './create-form.module.css'

/** One titled part of the create form, labelled by its heading for assistive tech. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className={s.section} aria-labelledby={id}>
      <h2 id={id} className={s.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A field's error from validation or the server, for fields drawn as lists rather than one input. */
export function FieldError({ name }: { name: string }) {
  const shown = useShownError(name)
  if (!shown) return null
  return (
    <p role="alert" className={s.fieldError}>
      {shown}
    </p>
  )
}

type Item = { value: string; label: ReactNode; description?: ReactNode }

/** A group of checkboxes bound to an array of the chosen values. */
export function ArrayCheckboxes({ name, label, items }: { name: string; label: string; items: Item[] }) {
  const [field, , helpers] = useField<string[]>(name)
  const chosen = field.value ?? []
  return (
    <fieldset className={s.checkboxes}>
      <legend className="visually-hidden">{label}</legend>
      {items.map((item) => (
        <Checkbox
          key={item.value}
          value={item.value}
          isSelected={chosen.includes(item.value)}
          description={item.description}
          onChange={(on) =>
            helpers.setValue(on ? [...chosen, item.value] : chosen.filter((v) => v !== item.value))
          }
        >
          {item.label}
        </Checkbox>
      ))}
      <FieldError name={name} />
    </fieldset>
  )
}
