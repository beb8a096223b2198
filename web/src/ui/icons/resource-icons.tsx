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

export function DocumentIcon(props: IconProps) {
  return (
    <Svg name="Document" {...props}>
      <path d="M4 1.5h5.5l3 3V14a.5.5 0 01-.5.5H4a.5.5 0 01-.5-.5V2a.5.5 0 01.5-.5zM9.5 1.5v3h3M5.75 8h4.5M5.75 10.75h4.5" />
    </Svg>
  )
}
