import { usePrefetchedApiQuery } from '~/api'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import { instanceList } from '~/pages/project/instances/queries'
import { routeChoiceLists } from '~/pages/project/vpcs/queries'
import type { RouteChoices } from './RouteFields'

type VpcSelector = { project: string; vpc: string }

const INSTANCES = { one: 'instance', many: 'instances' }

export function useRouteChoices(selector: VpcSelector): RouteChoices {
  const [subnetsQuery, instancesQuery, gatewaysQuery] = routeChoiceLists(selector)
  const { data: subnets } = usePrefetchedApiQuery(subnetsQuery)
  const { data: instances } = usePrefetchedApiQuery(instancesQuery)
  const { data: gateways } = usePrefetchedApiQuery(gatewaysQuery)
  const search = usePickerSearch(instanceList(selector.project), instances, INSTANCES)
  const item = (r: { name: string; description: string }) => ({
    value: r.name,
    label: r.name,
    description: r.description || undefined,
  })
  return {
    vpc: selector.vpc,
    subnets: subnets.items.map((s) => ({ ...item(s), description: s.ipv4Block })),
    instances: search.items.map(item),
    instanceSearch: search.onSearch && { onSearch: search.onSearch, status: search.status ?? '' },
    gateways: gateways.items.map(item),
  }
}
