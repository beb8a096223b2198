import s from './LoadingBar.module.css'

export type LoadingBarProps = {
  active: boolean
  /** Accessible name of the progress bar while active. */
  label?: string
}

/** Thin indeterminate bar at the top of the window during navigation; the caller decides when. */
export function LoadingBar({ active, label = 'Loading page' }: LoadingBarProps) {
  if (!active) return null
  return (
    <div className={s.bar} role="progressbar" aria-label={label}>
      <div className={s.fill} />
    </div>
  )
}
