import { useField } from 'formik'
import type { ReactNode } from 'react'
import { useFieldLabel } from '~/components/form/error-summary'
import { Checkbox } from '~/ui/Checkbox'

type Props = { name: string; children: ReactNode; description?: ReactNode }

/** A checkbox bound to a boolean field of the surrounding Formik form. */
export function CheckboxF({ name, children, description }: Props) {
  const [field, , helpers] = useField<boolean>(name)
  useFieldLabel(name, typeof children === 'string' ? children : undefined)
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
