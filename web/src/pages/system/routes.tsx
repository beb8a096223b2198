import type { RouteObject } from 'react-router'
import { systemAccessRoutes } from './access/routes'
import { alertsRoutes } from './alerts/routes'
import { auditLogRoutes } from './audit-log/routes'
import { behindFleetGate, requireFleetViewer } from './fleet-gate'
import { healthRoutes } from './health/routes'
import { inventoryRoutes } from './inventory/routes'
import { ipPoolsRoutes } from './ip-pools/routes'
import { metricsRoutes } from './metrics/routes'
import { networkingRoutes } from './networking/routes'
import { routingRoutes } from './networking/routing/routes'
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
      ...healthRoutes,
      ...silosRoutes,
      ...systemUtilizationRoutes,
      ...metricsRoutes,
      ...inventoryRoutes,
      ...ipPoolsRoutes,
      ...networkingRoutes,
      ...routingRoutes,
      ...systemAccessRoutes,
      ...updateRoutes,
      ...supportBundlesRoutes,
      ...alertsRoutes,
      ...auditLogRoutes,
    ]),
  },
]
