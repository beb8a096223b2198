import type { ReactNode, SVGProps } from 'react'

// Small inline SVG icons drawn on a 16px grid with currentColor, so they take the text color and need
// no icon font. They are decorative: the control that holds one supplies the accessible name.
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

function Svg({
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

export function SelectorIcon(props: IconProps) {
  return (
    <Svg name="Selector" {...props}>
      <path d="M5 6l3-3 3 3M5 10l3 3 3-3" />
    </Svg>
  )
}

export function PlusIcon(props: IconProps) {
  return (
    <Svg name="Plus" {...props}>
      <path d="M8 3v10M3 8h10" />
    </Svg>
  )
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <Svg name="ExternalLink" {...props}>
      <path d="M9.5 2.5h4v4M13.5 2.5L7.5 8.5M11.5 9.5v3a1 1 0 01-1 1h-7a1 1 0 01-1-1v-7a1 1 0 011-1h3" />
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

export function UserIcon(props: IconProps) {
  return (
    <Svg name="User" {...props}>
      <circle cx="8" cy="5.5" r="2.75" />
      <path d="M2.75 14c.5-2.75 2.6-4.25 5.25-4.25s4.75 1.5 5.25 4.25" />
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

export function ProjectsIcon(props: IconProps) {
  return (
    <Svg name="Projects" {...props}>
      <path d="M2 4.5a1 1 0 011-1h3.5l1.5 1.5h5a1 1 0 011 1v6.5a1 1 0 01-1 1H3a1 1 0 01-1-1v-8z" />
    </Svg>
  )
}

export function ImagesIcon(props: IconProps) {
  return (
    <Svg name="Images" {...props}>
      <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
      <circle cx="5.75" cy="6" r="1.25" />
      <path d="M2.5 12l3.5-3.5 2.5 2.5 2-2 3 3" />
    </Svg>
  )
}

export function UtilizationIcon(props: IconProps) {
  return (
    <Svg name="Utilization" {...props}>
      <path d="M2 13.5h12M4 11V8M8 11V4M12 11V6.5" />
    </Svg>
  )
}

export function AccessIcon(props: IconProps) {
  return (
    <Svg name="Access" {...props}>
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 015 0v2M8 10v1.5" />
    </Svg>
  )
}

export function SettingsIcon(props: IconProps) {
  return (
    <Svg name="Settings" {...props}>
      <circle cx="8" cy="8" r="2" />
      <path d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4" />
    </Svg>
  )
}

export function InstancesIcon(props: IconProps) {
  return (
    <Svg name="Instances" {...props}>
      <rect x="2" y="2.5" width="12" height="4.5" rx="1" />
      <rect x="2" y="9" width="12" height="4.5" rx="1" />
      <path d="M4.5 4.75h.01M4.5 11.25h.01" />
    </Svg>
  )
}

export function DisksIcon(props: IconProps) {
  return (
    <Svg name="Disks" {...props}>
      <ellipse cx="8" cy="4" rx="5.5" ry="2" />
      <path d="M2.5 4v8c0 1.1 2.46 2 5.5 2s5.5-.9 5.5-2V4M2.5 8c0 1.1 2.46 2 5.5 2s5.5-.9 5.5-2" />
    </Svg>
  )
}

export function SnapshotsIcon(props: IconProps) {
  return (
    <Svg name="Snapshots" {...props}>
      <path d="M2 5.5a1 1 0 011-1h2l1-1.5h4l1 1.5h2a1 1 0 011 1v7a1 1 0 01-1 1H3a1 1 0 01-1-1v-7z" />
      <circle cx="8" cy="8.75" r="2.25" />
    </Svg>
  )
}

export function VpcIcon(props: IconProps) {
  return (
    <Svg name="Vpc" {...props}>
      <rect x="1.5" y="1.5" width="13" height="13" rx="2" strokeDasharray="2 1.5" />
      <rect x="5" y="5" width="6" height="6" rx="1" />
    </Svg>
  )
}

export function FloatingIpIcon(props: IconProps) {
  return (
    <Svg name="FloatingIp" {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M1.75 8h12.5M8 1.75c1.75 1.75 2.5 3.9 2.5 6.25S9.75 12.5 8 14.25C6.25 12.5 5.5 10.35 5.5 8S6.25 3.5 8 1.75z" />
    </Svg>
  )
}

export function AffinityIcon(props: IconProps) {
  return (
    <Svg name="Affinity" {...props}>
      <circle cx="5.75" cy="8" r="3.75" />
      <circle cx="10.25" cy="8" r="3.75" />
    </Svg>
  )
}

export function SiloIcon(props: IconProps) {
  return (
    <Svg name="Silo" {...props}>
      <path d="M3 3.5h10v9H3z" />
      <path d="M3 6.5h10M3 9.5h10" />
    </Svg>
  )
}

export function InventoryIcon(props: IconProps) {
  return (
    <Svg name="Inventory" {...props}>
      <rect x="2" y="2" width="12" height="12" rx="1.5" />
      <path d="M2 6h12M2 10h12M6 2v12" />
    </Svg>
  )
}

export function NetworkingIcon(props: IconProps) {
  return (
    <Svg name="Networking" {...props}>
      <rect x="6" y="1.5" width="4" height="3.5" rx="0.75" />
      <rect x="1.5" y="11" width="4" height="3.5" rx="0.75" />
      <rect x="10.5" y="11" width="4" height="3.5" rx="0.75" />
      <path d="M8 5v3M3.5 11V8h9v3" />
    </Svg>
  )
}

export function IpPoolIcon(props: IconProps) {
  return (
    <Svg name="IpPool" {...props}>
      <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
      <path d="M5 5.5v5M7.5 10.5v-5h1.75a1.5 1.5 0 010 3H7.5" />
    </Svg>
  )
}

export function SunIcon(props: IconProps) {
  return (
    <Svg name="Sun" {...props}>
      <circle cx="8" cy="8" r="2.75" />
      <path d="M8 1.5v1.25M8 13.25v1.25M1.5 8h1.25M13.25 8h1.25M3.4 3.4l.9.9M11.7 11.7l.9.9M3.4 12.6l.9-.9M11.7 4.3l.9-.9" />
    </Svg>
  )
}

export function MoonIcon(props: IconProps) {
  return (
    <Svg name="Moon" {...props}>
      <path d="M13.5 9.5A5.75 5.75 0 016.5 2.5a5.75 5.75 0 107 7z" />
    </Svg>
  )
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg name="Menu" {...props}>
      <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
    </Svg>
  )
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg name="Search" {...props}>
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5l3 3" />
    </Svg>
  )
}

export function DocumentIcon(props: IconProps) {
  return (
    <Svg name="Document" {...props}>
      <path d="M4 1.5h5.5l3 3V14a.5.5 0 01-.5.5H4a.5.5 0 01-.5-.5V2a.5.5 0 01.5-.5zM9.5 1.5v3h3M5.75 8h4.5M5.75 10.75h4.5" />
    </Svg>
  )
}
