import type { LoaderFunctionArgs, Params } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { pageNotFound, requireParams } from '~/components/route-params'
import { preloadReferences } from '~/components/row-references/preload-references'
import { projectIpPoolList } from '~/pages/project/floating-ips/queries'
import { instanceById } from '~/pages/project/instances/queries'
import { ruleFormQueries } from './firewall-rules/queries'
import {
  gatewayPanelLists,
  internetGatewayIpAddressList,
  internetGatewayIpPoolList,
  internetGatewayList,
  routeChoiceLists,
  subnetCreateLists,
  subnetEditLists,
  vpcFirewallRules,
  vpcList,
  vpcRouterById,
  vpcRouterList,
  vpcRouterRouteList,
  vpcRouterRouteView,
  vpcRouterView,
  vpcSubnetList,
  vpcView,
} from './queries'

// The loaders of the VPC pages, tabs and forms, for their route files: each starts the reads its page shows.

type Args = LoaderFunctionArgs
const vpcOf = (params: Params) => requireParams(params, 'project', 'vpc')
// a read whose failure its row or section says, rather than the whole page
const started = (read: Promise<unknown>) => {
  read.catch(() => undefined)
}

export async function vpcsLoader({ params, request }: Args) {
  const { project } = requireParams(params, 'project')
  const page = await preload(vpcList(project).page(pageOfRequest(request)))
  // each row counts its firewall rules
  for (const v of page.items) started(preload(vpcFirewallRules(v.name, project)))
  return page
}

export async function vpcLoader({ params }: Args) {
  const { project, vpc } = vpcOf(params)
  const data = await preload(vpcView(vpc, project))
  // the system router's name, for the link to it
  started(preload(vpcRouterById(data.systemRouterId)))
  return data
}

export const vpcEditLoader = ({ params }: Args) => preload(vpcView(vpcOf(params).vpc, vpcOf(params).project))

export const subnetsLoader = ({ params, request }: Args) => {
  const { project, vpc } = vpcOf(params)
  return Promise.all([
    preload(vpcSubnetList(vpc, project).page(pageOfRequest(request))),
    preload(vpcRouterList({ project, vpc }).all()),
  ])
}

export const subnetCreateLoader = ({ params }: Args) => {
  const { project, vpc } = vpcOf(params)
  return Promise.all(subnetCreateLists(project, vpc).map((q) => preload(q)))
}

/** The subnet's panel, then the instances of the interfaces on its first page, each by its id. */
export async function subnetEditLoader({ params }: Args) {
  const [subnet, routers, nics] = subnetEditLists(requireParams(params, 'project', 'vpc', 'subnet'))
  const [, , firstNics] = await Promise.all([preload(subnet), preload(routers), preload(nics)])
  await preloadReferences(
    firstNics.items.map((nic) => nic.instanceId),
    instanceById,
  )
  return null
}

export const routersLoader = ({ params, request }: Args) =>
  preload(vpcRouterList(vpcOf(params)).page(pageOfRequest(request)))

export const routerEditLoader = ({ params }: Args) =>
  preload(vpcRouterView(requireParams(params, 'project', 'vpc', 'router')))

export const routerLoader = ({ params, request }: Args) => {
  const selector = requireParams(params, 'project', 'vpc', 'router')
  return Promise.all([
    preload(vpcRouterView(selector)),
    preload(vpcRouterRouteList(selector).page(pageOfRequest(request))),
  ])
}

const preloadRouteChoices = (selector: { project: string; vpc: string }) =>
  Promise.all(routeChoiceLists(selector).map((q) => preload(q)))

export const routeCreateLoader = ({ params }: Args) => {
  const selector = requireParams(params, 'project', 'vpc', 'router')
  return Promise.all([preload(vpcRouterView(selector)), preloadRouteChoices(selector)])
}

export const routeEditLoader = ({ params }: Args) => {
  const selector = requireParams(params, 'project', 'vpc', 'router', 'route')
  return Promise.all([preload(vpcRouterRouteView(selector)), preloadRouteChoices(selector)])
}

/**
 * Reads every router of the VPC and starts reading the routes of each: it waits for the list of routers, which
 * lays out the reads of the routes, and for nothing else. It never fails, since the routes to a gateway are
 * shown beside the gateway and say there when they cannot be read.
 */
async function preloadGatewayRoutes({ project, vpc }: { project: string; vpc: string }) {
  const routers = await preload(vpcRouterList({ project, vpc }).all()).catch(() => null)
  for (const r of routers?.items ?? [])
    started(preload(vpcRouterRouteList({ project, vpc, router: r.name }).all()))
  return null
}

export async function gatewaysLoader({ params, request }: Args) {
  const selector = vpcOf(params)
  // the silo's pools name the pools attached to each gateway in its row
  started(preload(projectIpPoolList().all()))
  const [page] = await Promise.all([
    preload(internetGatewayList(selector).page(pageOfRequest(request))),
    preloadGatewayRoutes(selector),
  ])
  for (const g of page.items) {
    const gateway = { ...selector, gateway: g.name }
    started(preload(internetGatewayIpPoolList(gateway).all()))
    started(preload(internetGatewayIpAddressList(gateway).all()))
  }
  return page
}

export const gatewayCreateLoader = () => preload(projectIpPoolList().all())

export const gatewayLoader = ({ params }: Args) => {
  const selector = requireParams(params, 'project', 'vpc', 'gateway')
  return Promise.all([...gatewayPanelLists(selector).map((q) => preload(q)), preloadGatewayRoutes(selector)])
}

export const firewallRulesLoader = ({ params }: Args) => {
  const { project, vpc } = vpcOf(params)
  return preload(vpcFirewallRules(vpc, project))
}

/** The rule form's lists; a rule named in the URL (to edit, or to copy) that does not exist is Page not found. */
export async function firewallRuleFormLoader({ params }: Args) {
  const [rules, ...lists] = ruleFormQueries(vpcOf(params))
  const [{ rules: existing }] = await Promise.all([preload(rules), ...lists.map((q) => preload(q))])
  if (params.rule && !existing.some((r) => r.name === params.rule)) throw pageNotFound()
  return existing
}
