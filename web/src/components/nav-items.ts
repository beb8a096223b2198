import type { ComponentType } from 'react'
import { ProjectsIcon, SiloIcon, UserIcon } from '../ui/icons'
import { pb } from '../util/paths'

export type NavItem = { label: string; to: string; icon: ComponentType }

// Only screens that are built appear here: a link never leads to a page that does not exist.
export const siloNav: NavItem[] = [{ label: 'Projects', to: pb.projects(), icon: ProjectsIcon }]

export const systemNav: NavItem[] = [{ label: 'Silos', to: pb.silos(), icon: SiloIcon }]

export const settingsNav: NavItem[] = [{ label: 'Profile', to: pb.profile(), icon: UserIcon }]

export type NavView = 'silo' | 'system' | 'settings'

export function navViewFor(pathname: string): NavView {
  if (pathname.startsWith('/system')) return 'system'
  if (pathname.startsWith('/settings')) return 'settings'
  return 'silo'
}

export function navFor(pathname: string): { label: string; items: NavItem[] } {
  const view = navViewFor(pathname)
  if (view === 'system') return { label: 'System', items: systemNav }
  if (view === 'settings') return { label: 'Settings', items: settingsNav }
  return { label: 'Silo', items: siloNav }
}
