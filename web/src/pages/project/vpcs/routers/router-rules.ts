import type { RouterRoute, VpcRouter } from '~/api/__generated__/Api'

/**
 * What the API lets a user do with routers and routes, with the reason when it does not: the system router of
 * a VPC is the control plane's, so it cannot be renamed, deleted or given routes; its default routes can be
 * retargeted, while subnet and peering routes follow their subnets and peerings.
 */

export function routerEditReason(router: VpcRouter): string | undefined {
  return router.kind === 'system' ? 'The system router belongs to the VPC and cannot be changed' : undefined
}

export function routerDeleteReason(router: VpcRouter): string | undefined {
  return router.kind === 'system' ? 'The system router goes only with its VPC' : undefined
}

export function newRouteReason(router: VpcRouter): string | undefined {
  return router.kind === 'system'
    ? 'Routes cannot be added to the system router; create a custom router for routes of your own'
    : undefined
}

export function routeEditReason(route: RouterRoute): string | undefined {
  if (route.kind === 'vpc_subnet') return "A subnet's route follows the subnet and cannot be changed"
  if (route.kind === 'vpc_peering') return 'A peering route follows its peering and cannot be changed'
  return undefined
}

export function routeDeleteReason(route: RouterRoute): string | undefined {
  if (route.kind === 'custom') return undefined
  if (route.kind === 'default') return 'A default route can be retargeted, but not deleted'
  return 'Only routes of a custom router can be deleted'
}

/** What the kind of a route means, in a word. */
export const routeKindLabel: Record<RouterRoute['kind'], string> = {
  default: 'default',
  vpc_subnet: 'subnet',
  vpc_peering: 'peering',
  custom: 'custom',
}
