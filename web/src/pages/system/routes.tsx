import type { RouteObject } from 'react-router'
import { systemAccessRoutes } from './access/routes'
import { alertsRoutes } from './alerts/routes'
import { auditLogRoutes } from './audit-log/routes'
import { behindFleetGate, requireFleetViewer } from './fleet-gate'
import { inventoryRoutes } from './inventory/routes'
import { ipPoolsRoutes } from './ip-pools/routes'
import { metricsRoutes } from './metrics/routes'
import { silosRoutes } from './silos/routes'
import { supportBundlesRoutes } from './support-bundles/routes'
import { updateRoutes } from './update/routes'
import { systemUtilizationRoutes } from './utilization/routes'

/** The operator's view of the whole system, for fleet viewers only. */
export const systemRoutes: RouteObject[] = [
  {
    // no page of its own: the check, then the page the URL names
    loader: requireFleetViewer,
    children: behindFleetGate([
      ...silosRoutes,
      ...systemUtilizationRoutes,
      ...metricsRoutes,
      ...inventoryRoutes,
      ...ipPoolsRoutes,
      ...systemAccessRoutes,
      ...updateRoutes,
      ...supportBundlesRoutes,
      ...alertsRoutes,
      ...auditLogRoutes,
    ]),
  },
]
