import { usePrefetchedApiQuery } from '~/api'
import { routeChoiceLists } from '~/pages/project/vpcs/queries'
import type { RouteChoices } from './RouteFields'

type VpcSelector = { project: string; vpc: string }

export function useRouteChoices(selector: VpcSelector): RouteChoices {
  const [subnetsQuery, instancesQuery, gatewaysQuery] = routeChoiceLists(selector)
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
