import { type IconProps, Svg } from './Svg'

// Icons of the console's resources and sections, for navigation, page headers and empty states.

export function UserIcon(props: IconProps) {
  return (
    <Svg name="User" {...props}>
      <circle cx="8" cy="5.5" r="2.75" />
      <path d="M2.75 14c.5-2.75 2.6-4.25 5.25-4.25s4.75 1.5 5.25 4.25" />
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

export function SiloIcon(props: IconProps) {
  return (
    <Svg name="Silo" {...props}>
      <path d="M3 3.5h10v9H3z" />
      <path d="M3 6.5h10M3 9.5h10" />
    </Svg>
  )
}
