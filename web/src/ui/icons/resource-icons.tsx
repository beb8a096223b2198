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

export function GroupIcon(props: IconProps) {
  return (
    <Svg name="Group" {...props}>
      <circle cx="6" cy="5.75" r="2.25" />
      <path d="M1.75 13.5c.4-2.3 2.1-3.5 4.25-3.5s3.85 1.2 4.25 3.5" />
      <path d="M10.25 3.6a2.25 2.25 0 010 4.3M11.5 10.2c1.5.4 2.5 1.5 2.75 3.3" />
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

export function VpcIcon(props: IconProps) {
  return (
    <Svg name="VPC" {...props}>
      <rect x="2" y="2" width="12" height="12" rx="2" strokeDasharray="2.5 1.5" />
      <circle cx="5.5" cy="8" r="1.25" />
      <circle cx="10.5" cy="8" r="1.25" />
      <path d="M6.75 8h2.5" />
    </Svg>
  )
}

export function FirewallIcon(props: IconProps) {
  return (
    <Svg name="Firewall" {...props}>
      <rect x="2" y="3" width="12" height="10" rx="1" />
      <path d="M2 6.33h12M2 9.67h12M6 3v3.33M10 6.33v3.34M6 9.67V13" />
    </Svg>
  )
}

export function SubnetIcon(props: IconProps) {
  return (
    <Svg name="Subnet" {...props}>
      <rect x="2" y="2" width="12" height="12" rx="2" />
      <rect x="5" y="5" width="6" height="6" rx="1" />
    </Svg>
  )
}

export function RouterIcon(props: IconProps) {
  return (
    <Svg name="Router" {...props}>
      <circle cx="8" cy="8" r="5.5" />
      <path d="M5.5 8h5M8.75 6.25L10.5 8l-1.75 1.75M8 5.5v-1M8 11.5v-1" />
    </Svg>
  )
}

export function GatewayIcon(props: IconProps) {
  return (
    <Svg name="Internet gateway" {...props}>
      <circle cx="8" cy="8" r="5.5" />
      <path d="M2.5 8h11M8 2.5c1.5 1.5 2.25 3.33 2.25 5.5S9.5 12 8 13.5M8 2.5C6.5 4 5.75 5.83 5.75 8S6.5 12 8 13.5" />
    </Svg>
  )
}

export function FloatingIpIcon(props: IconProps) {
  return (
    <Svg name="Floating IP" {...props}>
      <path d="M8 14s4.5-4 4.5-7.5a4.5 4.5 0 00-9 0C3.5 10 8 14 8 14z" />
      <circle cx="8" cy="6.5" r="1.5" />
    </Svg>
  )
}

export function AffinityIcon(props: IconProps) {
  return (
    <Svg name="Affinity" {...props}>
      <circle cx="5" cy="8" r="3" />
      <circle cx="11" cy="8" r="3" />
    </Svg>
  )
}

export function AccessIcon(props: IconProps) {
  return (
    <Svg name="Access" {...props}>
      <path d="M8 1.75l5 2v3.5c0 3.25-2.25 5.75-5 7-2.75-1.25-5-3.75-5-7v-3.5l5-2z" />
      <path d="M5.75 8l1.5 1.5 3-3" />
    </Svg>
  )
}

export function KeyIcon(props: IconProps) {
  return (
    <Svg name="SSH key" {...props}>
      <circle cx="5.25" cy="10.75" r="2.75" />
      <path d="M7.25 8.75L13.5 2.5M11.25 4.75l1.75 1.75M9.5 6.5l1.25 1.25" />
    </Svg>
  )
}

export function TokenIcon(props: IconProps) {
  return (
    <Svg name="Access token" {...props}>
      <rect x="2" y="4.5" width="12" height="7" rx="1.5" />
      <path d="M5 8h.01M8 8h.01M11 8h.01" />
    </Svg>
  )
}

export function IpPoolIcon(props: IconProps) {
  return (
    <Svg name="IP pool" {...props}>
      <ellipse cx="8" cy="5" rx="5.5" ry="2.25" />
      <path d="M2.5 5v6c0 1.24 2.46 2.25 5.5 2.25s5.5-1 5.5-2.25V5" />
      <path d="M5.5 9.5h5" />
    </Svg>
  )
}

export function InventoryIcon(props: IconProps) {
  return (
    <Svg name="Inventory" {...props}>
      <rect x="2" y="2" width="12" height="3.5" rx="0.75" />
      <rect x="2" y="6.25" width="12" height="3.5" rx="0.75" />
      <rect x="2" y="10.5" width="12" height="3.5" rx="0.75" />
      <path d="M4.25 3.75h.01M4.25 8h.01M4.25 12.25h.01" />
    </Svg>
  )
}

export function UpdateIcon(props: IconProps) {
  return (
    <Svg name="Update" {...props}>
      <path d="M13.5 8a5.5 5.5 0 01-9.9 3.3M2.5 8a5.5 5.5 0 019.9-3.3" />
      <path d="M12.75 2v2.75H10M3.25 14v-2.75H6" />
    </Svg>
  )
}

export function UtilizationIcon(props: IconProps) {
  return (
    <Svg name="Utilization" {...props}>
      <path d="M2 13.5h12" />
      <path d="M4 11V8M7 11V4.5M10 11V6.5M13 11V2.5" />
    </Svg>
  )
}

export function SupportBundleIcon(props: IconProps) {
  return (
    <Svg name="Support bundle" {...props}>
      <path d="M2.5 5.5 8 2.5l5.5 3v5L8 13.5l-5.5-3z" />
      <path d="M2.5 5.5 8 8.5l5.5-3M8 8.5v5" />
    </Svg>
  )
}

export function AuditLogIcon(props: IconProps) {
  return (
    <Svg name="Audit log" {...props}>
      <path d="M3.5 2.5h9v11h-9z" />
      <path d="M5.5 5.5h5M5.5 8h5M5.5 10.5h3" />
    </Svg>
  )
}

/** A pulse line across a heart rate trace: the fleet's health at a glance. */
export function HealthIcon(props: IconProps) {
  return (
    <Svg name="Health" {...props}>
      <path d="M1.5 8.5h3l1.5-4 2.5 8 2-5.5 1 1.5h3" />
    </Svg>
  )
}

/** A rack switch: a 1U box with a row of ports. */
export function SwitchIcon(props: IconProps) {
  return (
    <Svg name="Switch" {...props}>
      <rect x="1.75" y="5" width="12.5" height="6" rx="1" />
      <path d="M4.5 8h1M7.5 8h1M10.5 8h1" />
    </Svg>
  )
}

/** Two routes meeting at a router and leaving together: the rack's routing (BGP, BFD). */
export function RoutingIcon(props: IconProps) {
  return (
    <Svg name="Routing" {...props}>
      <circle cx="3.5" cy="4" r="1.5" />
      <circle cx="3.5" cy="12" r="1.5" />
      <circle cx="12.5" cy="8" r="1.5" />
      <path d="M5 4.5c2.5.5 3 3.5 6 3.5M5 11.5c2.5-.5 3-3.5 6-3.5" />
    </Svg>
  )
}
