import { ProgressBar } from 'react-aria-components/ProgressBar'
import s from './Spinner.module.css'
import { Ring, SPINNER_SIZES as sizes } from './SpinnerRing'

export type SpinnerProps = {
  /** Accessible name; ignored when `decorative`. */
  label?: string
  size?: keyof typeof sizes
  /** Hide from assistive tech when nearby text already says the thing is busy (e.g. a state badge). */
  decorative?: boolean
  className?: string
}

/** Indeterminate busy indicator, announced as a progress bar unless decorative. */
export function Spinner({ label = 'Loading', size = 'md', decorative = false, className }: SpinnerProps) {
  const cls = className ? `${s.spinner} ${className}` : s.spinner
  if (decorative) {
    return (
      <span className={cls} aria-hidden="true">
        <Ring px={sizes[size]} />
      </span>
    )
  }
  // RAC's ProgressBar also wires itself into a pending Button's accessible name.
  return (
    <ProgressBar isIndeterminate aria-label={label} className={cls}>
      <Ring px={sizes[size]} />
    </ProgressBar>
  )
}
