import { preload, usePrefetchedApiQuery } from '~/api'
import { instanceList } from '~/pages/project/instances/queries'
import { internetGatewayList, vpcSubnetList } from '~/pages/project/vpcs/queries'
import type { RouteChoices } from './RouteFields'

type VpcSelector = { project: string; vpc: string }

/** The lists the pickers of a route form offer, whole: the VPC's subnets and gateways, the project's instances. */
const choiceQueries = ({ project, vpc }: VpcSelector) =>
  [
    vpcSubnetList(vpc, project).all(),
    instanceList(project).all(),
    internetGatewayList({ project, vpc }).all(),
  ] as const

export function preloadRouteChoices(selector: VpcSelector) {
  const [subnets, instances, gateways] = choiceQueries(selector)
  return Promise.all([preload(subnets), preload(instances), preload(gateways)])
}

export function useRouteChoices(selector: VpcSelector): RouteChoices {
  const [subnetsQuery, instancesQuery, gatewaysQuery] = choiceQueries(selector)
  const { data: subnets } = usePrefetchedApiQuery(subnetsQuery)
  const { data: instances } = usePrefetchedApiQuery(instancesQuery)
  const { data: gateways } = usePrefetchedApiQuery(gatewaysQuery)
  const item = (r: { name: string; description: string }) => ({
    value: r.name,
    label: r.name,
    description: r.description || undefined,
  })
  return {
    vpc: selector.vpc,
    subnets: subnets.items.map((s) => ({ ...item(s), description: s.ipv4Block })),
    instances: instances.items.map(item),
    gateways: gateways.items.map(item),
  }
}
