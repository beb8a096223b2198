import { listQuery, PICKER_PAGE_SIZE, query } from '~/api/query'
import { projectIpPoolList } from '~/pages/project/floating-ips/queries'
import { instanceList } from '~/pages/project/instances/queries'
import { DEFAULT_PAGE_SIZE } from '~/util/constants'

export const vpcList = (project: string) => listQuery('vpcList', { query: { project } })

/** By id, or by name with its project. */
export const vpcView = (vpc: string, project?: string) =>
  query('vpcView', { path: { vpc }, query: { project } })

/** A VPC's subnets: by the VPC's id alone, or by its name with the project. */
export const vpcSubnetList = (vpc: string, project?: string) =>
  listQuery('vpcSubnetList', { query: { project, vpc } })

/** By id alone, or by name with the VPC and project it is in. */
export const vpcSubnetView = (subnet: string, selector: { project?: string; vpc?: string } = {}) =>
  query('vpcSubnetView', { path: { subnet }, query: selector })

/** A VPC's firewall rules, all of them (the API returns the whole rule set at once). */
export const vpcFirewallRules = (vpc: string, project?: string) =>
  query('vpcFirewallRulesView', { query: { project, vpc } })

type VpcSelector = { project: string; vpc: string }
type SubnetSelector = VpcSelector & { subnet: string }
type RouterSelector = VpcSelector & { router: string }
type RouteSelector = RouterSelector & { route: string }
type GatewaySelector = VpcSelector & { gateway: string }

/** The network interfaces in one subnet, by the subnet's name. */
export const vpcSubnetNics = ({ project, vpc, subnet }: SubnetSelector) =>
  listQuery('vpcSubnetListNetworkInterfaces', { path: { subnet }, query: { project, vpc } })

export const vpcRouterList = ({ project, vpc }: VpcSelector) =>
  listQuery('vpcRouterList', { query: { project, vpc } })

export const vpcRouterView = ({ project, vpc, router }: RouterSelector) =>
  query('vpcRouterView', { path: { router }, query: { project, vpc } })

/** A router by its id alone, e.g. the system router a VPC names. */
export const vpcRouterById = (router: string) => query('vpcRouterView', { path: { router } })

export const vpcRouterRouteList = ({ project, vpc, router }: RouterSelector) =>
  listQuery('vpcRouterRouteList', { query: { project, vpc, router } })

export const vpcRouterRouteView = ({ project, vpc, router, route }: RouteSelector) =>
  query('vpcRouterRouteView', { path: { route }, query: { project, vpc, router } })

export const internetGatewayList = ({ project, vpc }: VpcSelector) =>
  listQuery('internetGatewayList', { query: { project, vpc } })

export const internetGatewayView = ({ project, vpc, gateway }: GatewaySelector) =>
  query('internetGatewayView', { path: { gateway }, query: { project, vpc } })

/** The IP pools attached to a gateway (each attachment names its pool by id). */
export const internetGatewayIpPoolList = ({ project, vpc, gateway }: GatewaySelector) =>
  listQuery('internetGatewayIpPoolList', { query: { project, vpc, gateway } })

export const internetGatewayIpAddressList = ({ project, vpc, gateway }: GatewaySelector) =>
  listQuery('internetGatewayIpAddressList', { query: { project, vpc, gateway } })

/** What the new-subnet form reads: the VPC (its IPv6 prefix), its subnets (the blocks in use), its routers. */
export const subnetCreateLists = (project: string, vpc: string) =>
  [vpcView(vpc, project), vpcSubnetList(vpc, project).all(), vpcRouterList({ project, vpc }).all()] as const

/** The network interfaces a subnet's panel shows at a time. */
export const SUBNET_NICS_PAGE_SIZE = DEFAULT_PAGE_SIZE

/**
 * What a subnet's panel reads: the subnet, the VPC's routers and the first page of the interfaces in it (each
 * interface's row reads the instance it belongs to).
 */
export const subnetEditLists = ({ project, vpc, subnet }: SubnetSelector) =>
  [
    vpcSubnetView(subnet, { project, vpc }),
    vpcRouterList({ project, vpc }).all(),
    vpcSubnetNics({ project, vpc, subnet }).page({ limit: SUBNET_NICS_PAGE_SIZE }),
  ] as const

/**
 * The lists the pickers of a route form offer: the VPC's subnets and gateways whole, the project's instances by
 * their first page (the picker searches the rest as the user types).
 */
export const routeChoiceLists = ({ project, vpc }: VpcSelector) =>
  [
    vpcSubnetList(vpc, project).all(),
    instanceList(project).page({ limit: PICKER_PAGE_SIZE }),
    internetGatewayList({ project, vpc }).all(),
  ] as const

/** A gateway's panel: the gateway, the pools and addresses attached to it, and the silo's pools to attach. */
export const gatewayPanelLists = (selector: GatewaySelector) =>
  [
    internetGatewayView(selector),
    internetGatewayIpPoolList(selector).all(),
    internetGatewayIpAddressList(selector).all(),
    projectIpPoolList().all(),
  ] as const
