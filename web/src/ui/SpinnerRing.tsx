import s from './Spinner.module.css'

export const SPINNER_SIZES = { sm: 12, md: 16, lg: 24 } as const

/** The turning ring itself. */
export function Ring({ px }: { px: number }) {
  return (
    <svg className={s.svg} width={px} height={px} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <circle className={s.track} cx="8" cy="8" r="6" stroke="currentColor" strokeWidth="2" />
      <path d="M14 8a6 6 0 00-6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** The busy indicator, announced as a progress bar by its label (Spinner, PlainButton, the loading screen). */
export function SpinnerRing({
  label,
  size = 'sm',
  className,
}: {
  label: string
  size?: keyof typeof SPINNER_SIZES
  className?: string
}) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={className ? `${s.spinner} ${className}` : s.spinner}
    >
      <Ring px={SPINNER_SIZES[size]} />
    </span>
  )
}
