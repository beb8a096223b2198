import type { RouteDestination, RouteTarget } from '~/api/__generated__/Api'
import { Badge } from '~/ui/Badge'
import { TypeValueBadge } from '~/ui/TypeValueBadge'

/** A route's destination or target as a type and value badge; a target that drops traffic has no value. */
export function RouteEnd({ end }: { end: RouteDestination | RouteTarget }) {
  if (!('value' in end)) return <Badge>{end.type}</Badge>
  return <TypeValueBadge type={end.type} value={end.value} />
}
