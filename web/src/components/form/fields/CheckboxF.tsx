import { useField } from 'formik'
import type { ReactNode } from 'react'
import { Checkbox } from '~/ui/Checkbox'

type Props = { name: string; children: ReactNode; description?: ReactNode }

/** A checkbox bound to a boolean field of the surrounding Formik form. */
export function CheckboxF({ name, children, description }: Props) {
  const [field, , helpers] = useField<boolean>(name)
  return (
    <Checkbox
      name={name}
      isSelected={field.value}
      onChange={(v) => helpers.setValue(v)}
      description={description}
    >
      {children}
    </Checkbox>
  )
}
