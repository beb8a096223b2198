import type { RouteObject } from 'react-router'
import { pb } from '~/util/paths'
import { portRoutes } from './ports/routes'
import { rackAccessRoutes } from './rack-access/routes'
import { switchesRoutes } from './switches/routes'

/** The rack's own networking: its switches and their ports, and who may reach the rack's API. */
export const networkingRoutes: RouteObject[] = [
  {
    handle: { crumb: 'Switches', crumbPath: pb.switches },
    children: [
      ...switchesRoutes,
      { handle: { crumb: 'Ports', crumbPath: pb.switchPorts }, children: portRoutes },
    ],
  },
  ...rackAccessRoutes,
]
