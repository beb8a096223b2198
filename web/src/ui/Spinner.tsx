import { ProgressBar } from 'react-aria-components/ProgressBar'
import s from './Spinner.module.css'

const sizes = { sm: 12, md: 16, lg: 24 } as const

export type SpinnerProps = {
  /** Accessible name; ignored when `decorative`. */
  label?: string
  size?: keyof typeof sizes
  /** Hide from assistive tech when nearby text already says the thing is busy (e.g. a state badge). */
  decorative?: boolean
  className?: string
}

function Ring({ px }: { px: number }) {
  return (
    <svg className={s.svg} width={px} height={px} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <circle className={s.track} cx="8" cy="8" r="6" stroke="currentColor" strokeWidth="2" />
      <path d="M14 8a6 6 0 00-6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
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
