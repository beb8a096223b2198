import type { ComponentType } from 'react'
import { AlertsIcon } from '~/ui/icons/alerts-icon'
import {
  AccessIcon,
  AffinityIcon,
  AuditLogIcon,
  DisksIcon,
  FirewallIcon,
  FloatingIpIcon,
  GroupIcon,
  HealthIcon,
  ImagesIcon,
  InstancesIcon,
  InventoryIcon,
  IpPoolIcon,
  KeyIcon,
  ProjectsIcon,
  RoutingIcon,
  SiloIcon,
  SnapshotsIcon,
  SupportBundleIcon,
  SwitchIcon,
  TokenIcon,
  UpdateIcon,
  UserIcon,
  UtilizationIcon,
  VpcIcon,
} from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'

/** `siloAdmin`: a page only the silo's admins can use, which no one else is shown. */
/** `also`: the paths of the other tabs of the page the item opens, under which it is current too. */
export type NavItem = { label: string; to: string; icon: ComponentType; siloAdmin?: true; also?: string[] }

// Only screens that are built appear here: a link never leads to a page that does not exist.
const siloNav: NavItem[] = [
  { label: 'Projects', to: pb.projects(), icon: ProjectsIcon },
  { label: 'Images', to: pb.siloImages(), icon: ImagesIcon },
  { label: 'Utilization', to: pb.siloUtilization(), icon: UtilizationIcon },
  { label: 'Access', to: pb.siloAccess(), icon: AccessIcon },
  { label: 'Users', to: pb.users(), icon: UserIcon },
  { label: 'Groups', to: pb.groups(), icon: GroupIcon },
  { label: 'Certificates', to: pb.certificates(), icon: TokenIcon, siloAdmin: true },
  { label: 'Sign-in settings', to: pb.signInSettings(), icon: KeyIcon, siloAdmin: true },
]

const systemNav: NavItem[] = [
  { label: 'Fleet health', to: pb.fleetHealth(), icon: HealthIcon },
  { label: 'Silos', to: pb.silos(), icon: SiloIcon },
  { label: 'Utilization', to: pb.systemUtilization(), icon: UtilizationIcon },
  { label: 'Metrics', to: pb.systemMetrics(), icon: UtilizationIcon },
  { label: 'Inventory', to: pb.inventory(), icon: InventoryIcon },
  { label: 'IP pools', to: pb.ipPools(), icon: IpPoolIcon },
  { label: 'Switches', to: pb.switches(), icon: SwitchIcon, also: [pb.switchPorts()] },
  { label: 'Rack access', to: pb.rackAccess(), icon: FirewallIcon },
  { label: 'Routing', to: pb.routing(), icon: RoutingIcon },
  { label: 'Access', to: pb.systemAccess(), icon: AccessIcon },
  { label: 'Update', to: pb.systemUpdate(), icon: UpdateIcon },
  { label: 'Support bundles', to: pb.supportBundles(), icon: SupportBundleIcon },
  { label: 'Alerts', to: pb.alerts(), icon: AlertsIcon },
  { label: 'Audit log', to: pb.systemAuditLog(), icon: AuditLogIcon },
]

const settingsNav: NavItem[] = [
  { label: 'Profile', to: pb.profile(), icon: UserIcon },
  { label: 'SSH keys', to: pb.sshKeys(), icon: KeyIcon },
  { label: 'Access tokens', to: pb.accessTokens(), icon: TokenIcon },
]

/** A project's own resources. */
const projectNav = (project: string): NavItem[] => [
  { label: 'Instances', to: pb.instances({ project }), icon: InstancesIcon },
  { label: 'Disks', to: pb.disks({ project }), icon: DisksIcon },
  { label: 'Snapshots', to: pb.snapshots({ project }), icon: SnapshotsIcon },
  { label: 'Images', to: pb.projectImages({ project }), icon: ImagesIcon },
  { label: 'VPCs', to: pb.vpcs({ project }), icon: VpcIcon },
  { label: 'Floating IPs', to: pb.floatingIps({ project }), icon: FloatingIpIcon },
  { label: 'Affinity', to: pb.affinity({ project }), icon: AffinityIcon },
  { label: 'Access', to: pb.projectAccess({ project }), icon: AccessIcon },
]

export type NavView = 'silo' | 'system' | 'settings' | 'project'

/** The project whose resources the path is about; /projects/p/edit is the projects list's form, not the project. */
function projectOfPath(pathname: string): string | null {
  const m = pathname.match(/^\/projects\/([^/]+)\/(?!edit$)[^/]/)
  return m ? decodeURIComponent(m[1]) : null
}

export function navViewFor(pathname: string): NavView {
  if (pathname.startsWith('/system')) return 'system'
  if (pathname.startsWith('/settings')) return 'settings'
  if (projectOfPath(pathname)) return 'project'
  return 'silo'
}

export function navFor(pathname: string): { label: string; items: NavItem[] } {
  const view = navViewFor(pathname)
  if (view === 'system') return { label: 'System', items: systemNav }
  if (view === 'settings') return { label: 'Settings', items: settingsNav }
  const project = projectOfPath(pathname)
  if (project) return { label: `Project ${project}`, items: projectNav(project) }
  return { label: 'Silo', items: siloNav }
}

/**
 * Whether the entry linking to `to` is the one the user is in: its list, anything under it, and the forms named
 * after it (`/settings/ssh-keys-new` is in SSH keys, `/projects/p/affinity-groups/g` in Affinity).
 */
export function isCurrentNavItem(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`) || pathname.startsWith(`${to}-`)
}

/** Whether the item's page (any of its tabs) is the one on screen. */
export const isCurrentPage = (pathname: string, { to, also = [] }: Pick<NavItem, 'to' | 'also'>) =>
  [to, ...also].some((path) => isCurrentNavItem(pathname, path))
