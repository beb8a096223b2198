import { NavLink } from 'react-router'
import { pb } from '~/util/paths'
import { prefetchHandlers } from './prefetch'
import s from './RouteTabs.module.css'

type Params = { project: string; instance: string }

const TABS = [
  { label: 'Storage', to: pb.instanceStorage },
  { label: 'Networking', to: pb.instanceNetworking },
  { label: 'Connect', to: pb.instanceConnect },
  { label: 'Settings', to: pb.instanceSettings },
] as const

/**
 * The instance page's tabs are routes, so each is a real link (new tab, copy link, Back all work) styled as a tab;
 * the current one is marked with aria-current rather than by color alone.
 */
export function InstanceTabs(params: Params) {
  return (
    <nav aria-label="Instance sections" className={s.tabs}>
      {TABS.map(({ label, to }) => {
        const href = to(params)
        return (
          <NavLink
            key={label}
            to={href}
            className={({ isActive }) => (isActive ? `${s.tab} ${s.active}` : s.tab)}
            preventScrollReset
            {...prefetchHandlers(href)}
          >
            {label}
          </NavLink>
        )
      })}
    </nav>
  )
}
