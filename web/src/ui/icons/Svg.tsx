import type { ReactNode, SVGProps } from 'react'

// Small inline SVG icons drawn on a 16px grid with currentColor, so they take the text color and need
// no icon font. They are decorative: the control that holds one supplies the accessible name.
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

export function Svg({
  name,
  filled = false,
  size = 16,
  children,
  ...rest
}: IconProps & { name: string; filled?: boolean; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...rest}
    >
      {children}
    </svg>
  )
}
