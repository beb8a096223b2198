import type { RouteDestination, RouteTarget } from '~/api/__generated__/Api'
import { Badge } from '~/ui/Badge'
import { TypeValueBadge } from '~/ui/TypeValueBadge'

/** How each type of destination or target reads beside its value, in the words the firewall rules use. */
export const ROUTE_END_LABELS: Record<RouteDestination['type'] | RouteTarget['type'], string> = {
  ip: 'IP',
  ip_net: 'IP network',
  vpc: 'VPC',
  subnet: 'subnet',
  instance: 'instance',
  internet_gateway: 'internet gateway',
  drop: 'drop',
}

/** A route's destination or target as a type and value badge; a target that drops traffic has no value. */
export function RouteEnd({ end }: { end: RouteDestination | RouteTarget }) {
  if (!('value' in end)) return <Badge>{ROUTE_END_LABELS[end.type]}</Badge>
  return <TypeValueBadge type={ROUTE_END_LABELS[end.type]} value={end.value} />
}
