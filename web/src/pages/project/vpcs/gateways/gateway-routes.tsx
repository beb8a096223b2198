import type { ReactNode } from 'react'
import { type ApiError, useApiQuery, usePreloadedApiQuery } from '~/api'
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

/** The routes that target `gateway`: none while they are still being read or could not be. */
export const routesTo = (routes: GatewayRoutes, gateway: string): GatewayRoute[] =>
  routes.status === 'ok' ? (routes.byGateway.get(gateway) ?? []) : []

/** What has been read so far: the routes found, or why there are none yet. */
type Found =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ok'; routes: GatewayRoute[] }

function byGateway(found: Found): GatewayRoutes {
  if (found.status !== 'ok') return found
  const map = new Map<string, GatewayRoute[]>()
  for (const entry of found.routes) {
    if (entry.route.target.type !== 'internet_gateway') continue
    const name = entry.route.target.value
    map.set(name, [...(map.get(name) ?? []), entry])
  }
  return { status: 'ok', byGateway: map }
}

type Render = (routes: GatewayRoutes) => ReactNode

type Collect = { selector: VpcSelector; routers: VpcRouter[]; found: Found; children: Render }

/**
 * Reads the routes of each router in turn, one component (and so one cached read) per router, since a component
 * cannot hold a number of reads that changes; the last one hands everything found to `children`. Every router
 * gets its level whether or not those before it have answered, so `children` stays at the same place in the tree
 * (and keeps its state) while the routes arrive.
 */
function CollectRoutes({ selector, routers, found, children }: Collect) {
  const [router, ...rest] = routers
  const { data, error } = useApiQuery(
    router ? vpcRouterRouteList({ ...selector, router: router.name }).all() : null,
  )
  if (!router) return children(byGateway(found))
  const next: Found =
    found.status === 'error'
      ? found
      : error
        ? { status: 'error', error }
        : found.status === 'loading' || !data
          ? { status: 'loading' }
          : { status: 'ok', routes: [...found.routes, ...data.items.map((route) => ({ router, route }))] }
  return (
    <CollectRoutes selector={selector} routers={rest} found={next}>
      {children}
    </CollectRoutes>
  )
}

/**
 * The routes that target each internet gateway of the VPC, from all of its routers, read once for whatever
 * `children` shows with them (a table of gateways, a gateway's panel).
 */
export function WithGatewayRoutes({ project, vpc, children }: VpcSelector & { children: Render }) {
  const routersQuery = vpcRouterList({ project, vpc }).all()
  // what the loader read, until the cache hands it over: the levels below then exist from the first render
  const { data: routers, error } = usePreloadedApiQuery(routersQuery)
  const found: Found = error
    ? { status: 'error', error }
    : routers
      ? { status: 'ok', routes: [] }
      : { status: 'loading' }
  return (
    <CollectRoutes selector={{ project, vpc }} routers={routers?.items ?? []} found={found}>
      {children}
    </CollectRoutes>
  )
}
