import s from './Spinner.module.css'
import { Ring, SpinnerRing, SPINNER_SIZES as sizes } from './SpinnerRing'

export type SpinnerProps = {
  /** Accessible name; ignored when `decorative`. */
  label?: string
  size?: keyof typeof sizes
  /** Hide from assistive tech when nearby text already says the thing is busy (e.g. a state badge). */
  decorative?: boolean
  className?: string
}

/**
 * Indeterminate busy indicator, announced as a progress bar unless decorative. Native markup: a list or a tab
 * that shows one while it loads carries no React Aria for it, nor does a pending button.
 */
export function Spinner({ label = 'Loading', size = 'md', decorative = false, className }: SpinnerProps) {
  if (!decorative) return <SpinnerRing label={label} size={size} className={className} />
  return (
    <span className={className ? `${s.spinner} ${className}` : s.spinner} aria-hidden="true">
      <Ring px={sizes[size]} />
    </span>
  )
}
