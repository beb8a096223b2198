import { useEffect, useRef } from 'react'
import s from './bulk.module.css'

/**
 * A row's (or the page's) selection box: a native checkbox, so Space toggles it and a screen reader names its
 * state, mixed included. `onToggle` is told whether Shift was held, for a range.
 */
export function SelectBox(props: {
  label: string
  checked: boolean
  /** Some rows of the page selected, not all. */
  mixed?: boolean
  onToggle: (range: boolean) => void
}) {
  const { label, checked, mixed = false, onToggle } = props
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed
  }, [mixed])
  return (
    <input
      ref={ref}
      type="checkbox"
      className={s.box}
      aria-label={label}
      checked={checked}
      onChange={(event) => onToggle((event.nativeEvent as MouseEvent).shiftKey === true)}
    />
  )
}
