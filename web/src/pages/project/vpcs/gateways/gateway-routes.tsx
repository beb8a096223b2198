import type { ReactNode } from 'react'
import { type ApiError, preload, useApiQuery } from '~/api'
import type { RouterRoute, VpcRouter } from '~/api/__generated__/Api'
import { vpcRouterList, vpcRouterRouteList } from '~/pages/project/vpcs/queries'

type VpcSelector = { project: string; vpc: string }

/** A route that sends traffic to an internet gateway, with the router it is in. */
export type GatewayRoute = { router: VpcRouter; route: RouterRoute }

/** The routes of the VPC that target each internet gateway, by the gateway's name, once read. */
export type GatewayRoutes =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ok'; byGateway: Map<string, GatewayRoute[]> }

/** For loaders: every router of the VPC and every route of each, read whole. */
export async function preloadGatewayRoutes({ project, vpc }: VpcSelector) {
  const routers = await preload(vpcRouterList({ project, vpc }).all())
  await Promise.all(
    routers.items.map((r) => preload(vpcRouterRouteList({ project, vpc, router: r.name }).all())),
  )
}

/** The routes that target `gateway`: none while they are still being read or could not be. */
export const routesTo = (routes: GatewayRoutes, gateway: string): GatewayRoute[] =>
  routes.status === 'ok' ? (routes.byGateway.get(gateway) ?? []) : []

function byGateway(found: GatewayRoute[]): GatewayRoutes {
  const map = new Map<string, GatewayRoute[]>()
  for (const entry of found) {
    if (entry.route.target.type !== 'internet_gateway') continue
    const name = entry.route.target.value
    map.set(name, [...(map.get(name) ?? []), entry])
  }
  return { status: 'ok', byGateway: map }
}

type Render = (routes: GatewayRoutes) => ReactNode

type Collect = { selector: VpcSelector; routers: VpcRouter[]; found: GatewayRoute[]; children: Render }

/**
 * Reads the routes of each router in turn, one component (and so one cached read) per router, since a component
 * cannot hold a number of reads that changes; the last one hands everything found to `children`.
 */
function CollectRoutes({ selector, routers, found, children }: Collect) {
  const [router, ...rest] = routers
  const { data, error } = useApiQuery(
    router ? vpcRouterRouteList({ ...selector, router: router.name }).all() : null,
  )
  if (!router) return children(byGateway(found))
  if (error) return children({ status: 'error', error })
  if (!data) return children({ status: 'loading' })
  return (
    <CollectRoutes
      selector={selector}
      routers={rest}
      found={[...found, ...data.items.map((route) => ({ router, route }))]}
    >
      {children}
    </CollectRoutes>
  )
}

/** The routes that target each internet gateway of the VPC, from all of its routers, for `children` to show. */
export function WithGatewayRoutes({ project, vpc, children }: VpcSelector & { children: Render }) {
  const { data: routers, error } = useApiQuery(vpcRouterList({ project, vpc }).all())
  if (error) return children({ status: 'error', error })
  if (!routers) return children({ status: 'loading' })
  return (
    <CollectRoutes selector={{ project, vpc }} routers={routers.items} found={[]}>
      {children}
    </CollectRoutes>
  )
}
