import { type IconProps, Svg } from './Svg'

// Icons of controls (menus, close, chevrons, copy, theme) and of status (check, warning, error, info).

export function MoreIcon(props: IconProps) {
  return (
    <Svg name="More" filled {...props}>
      <circle cx="3" cy="8" r="1.4" />
      <circle cx="8" cy="8" r="1.4" />
      <circle cx="13" cy="8" r="1.4" />
    </Svg>
  )
}

export function CheckIcon(props: IconProps) {
  return (
    <Svg name="Check" {...props}>
      <path d="M3 8.5l3.2 3L13 4.5" />
    </Svg>
  )
}

export function CopyIcon(props: IconProps) {
  return (
    <Svg name="Copy" {...props}>
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 3.5v-.5A1.5 1.5 0 009 1.5H4A1.5 1.5 0 002.5 3v5A1.5 1.5 0 004 9.5h.5" />
    </Svg>
  )
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg name="Close" {...props}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </Svg>
  )
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg name="ChevronDown" {...props}>
      <path d="M4 6l4 4 4-4" />
    </Svg>
  )
}

export function ChevronUpIcon(props: IconProps) {
  return (
    <Svg name="ChevronUp" {...props}>
      <path d="M4 10l4-4 4 4" />
    </Svg>
  )
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Svg name="ChevronLeft" {...props}>
      <path d="M10 4L6 8l4 4" />
    </Svg>
  )
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg name="ChevronRight" {...props}>
      <path d="M6 4l4 4-4 4" />
    </Svg>
  )
}

export function WarningIcon(props: IconProps) {
  return (
    <Svg name="Warning" {...props}>
      <path d="M8 2L1.5 13.5h13L8 2z" />
      <path d="M8 6.5v3M8 11.75v.01" />
    </Svg>
  )
}

export function ErrorIcon(props: IconProps) {
  return (
    <Svg name="Error" {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5" />
    </Svg>
  )
}

export function InfoIcon(props: IconProps) {
  return (
    <Svg name="Info" {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 7.25V11M8 4.9v.01" />
    </Svg>
  )
}

export function SignOutIcon(props: IconProps) {
  return (
    <Svg name="SignOut" {...props}>
      <path d="M6 2.5H3.5a1 1 0 00-1 1v9a1 1 0 001 1H6M10.5 11l3-3-3-3M13.5 8H6" />
    </Svg>
  )
}
