import type { ReactNode } from 'react'
import { Checkbox as RACCheckbox } from 'react-aria-components/Checkbox'
import s from './Checkbox.module.css'
import { CheckIcon } from './icons/action-icons'

export type CheckboxProps = {
  children: ReactNode
  /** Secondary text under the label, part of the accessible name's description. */
  description?: ReactNode
  isSelected?: boolean
  defaultSelected?: boolean
  onChange?: (isSelected: boolean) => void
  isIndeterminate?: boolean
  isDisabled?: boolean
  isInvalid?: boolean
  name?: string
  value?: string
  autoFocus?: boolean
  className?: string
}

export function Checkbox({ children, description, className, ...rest }: CheckboxProps) {
  return (
    <RACCheckbox {...rest} className={className ? `${s.checkbox} ${className}` : s.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={s.box} aria-hidden="true">
            {isIndeterminate ? <span className={s.dash} /> : isSelected && <CheckIcon size={12} />}
          </span>
          <span className={s.text}>
            <span>{children}</span>
            {description && <span className={s.description}>{description}</span>}
          </span>
        </>
      )}
    </RACCheckbox>
  )
}
