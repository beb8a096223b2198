import { useEffect, useRef, useState } from 'react'
import s from './CopyButton.module.css'
import { CheckIcon, CopyIcon } from './icons/action-icons'
import { PlainButton } from './PlainButton'

/** How long the confirmation stays up: long enough to notice, short enough to copy again. */
export const COPY_CONFIRMATION_MS = 2000

export type CopyButtonProps = {
  value: string
  /** Accessible name, e.g. "Copy instance ID". */
  label?: string
  className?: string
}

export function CopyButton({ value, label = 'Copy to clipboard', className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
    } catch {
      // Clipboard denied (insecure context or permissions): don't claim success.
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }

  return (
    <span className={className ? `${s.wrapper} ${className}` : s.wrapper}>
      <PlainButton
        variant="ghost"
        size="sm"
        aria-label={label}
        onClick={copy}
        className={copied ? `${s.button} ${s.copied}` : s.button}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </PlainButton>
      {/* The live region is always mounted so the change to "Copied" is announced. */}
      <span role="status" aria-live="polite" className={s.status}>
        {copied ? 'Copied' : ''}
      </span>
    </span>
  )
}
