import { useField } from 'formik'
import type { ReactNode } from 'react'
import { useFieldLabel } from '~/components/form/error-summary'
import s from '~/components/form/form.module.css'
import { Checkbox } from '~/ui/Checkbox'
import { FieldError } from './FieldError'

type Item = { value: string; label: ReactNode; description?: ReactNode }

/** A group of checkboxes bound to an array of the chosen values. */
export function CheckboxGroupF({ name, label, items }: { name: string; label: string; items: Item[] }) {
  const [field, , helpers] = useField<string[]>(name)
  useFieldLabel(name, label)
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
