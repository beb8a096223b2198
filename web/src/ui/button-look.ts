import type { ReactNode } from 'react'
import s from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'
export type ButtonSize = 'sm' | 'md'

export type ButtonLook = {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  children?: ReactNode
}

/** The button look, for Button, PlainButton and other elements, e.g. the router-aware LinkButton in components/. */
export function buttonClassName(
  { variant = 'primary', size = 'md', className }: ButtonLook,
  disabled = false,
) {
  return [s.button, s[variant], size === 'sm' && s.sm, disabled && s.disabled, className]
    .filter(Boolean)
    .join(' ')
}

export const buttonStyles = s
