import { type NavItem, navFor, navViewFor } from '~/components/nav-items'
import { pb } from '~/util/paths'

/** One area of the navigation: its name (Silo, Settings, System, Project web-frontend) and its pages. */
export type NavArea = { label: string; items: NavItem[] }

/**
 * The areas of the navigation whose pages the user may open, as the sidebar and the top bar offer them: the
 * project on screen (on a project's page), the silo (its admins' pages only to them), the settings, and the
 * system for fleet viewers.
 */
export function navAreas(pathname: string, fleetViewer: boolean, siloAdmin: boolean): NavArea[] {
  const areas = [
    ...(navViewFor(pathname) === 'project' ? [navFor(pathname)] : []),
    navFor(pb.projects()),
    navFor(pb.settings()),
    ...(fleetViewer ? [navFor(pb.silos())] : []),
  ]
  return areas.map(({ label, items }) => ({
    label,
    items: items.filter((item) => siloAdmin || !item.siloAdmin),
  }))
}
