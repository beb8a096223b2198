import type { RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { lazy } from '~/components/lazy-route'
import { portSettingsView, switchList, switchPortList } from '~/pages/system/networking/queries'

export const switchesLoader = () => preload(switchList().all())

/** The ports, and the settings applied to them (a few, shared by many ports), so each row shows them at once. */
export async function portsLoader() {
  const ports = await preload(switchPortList().all())
  const applied = new Set(ports.items.flatMap((p) => (p.portSettingsId ? [p.portSettingsId] : [])))
  await Promise.all([...applied].map((id) => preload(portSettingsView(id))))
  return null
}

/** The rack's switches and their ports, a tab each under one page (`/system/networking/switches` and `/ports`). */
export const switchesRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./SwitchesPage')),
    children: [
      { path: 'system/networking/switches', ...lazy(() => import('./SwitchesTab')), loader: switchesLoader },
      {
        path: 'system/networking/ports',
        ...lazy(() => import('~/pages/system/networking/ports/PortsTab')),
        loader: portsLoader,
      },
    ],
  },
]
