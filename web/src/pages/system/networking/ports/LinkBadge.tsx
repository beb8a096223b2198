import type { LinkStatus } from '~/components/switch-ports/link-status'
import { Badge } from '~/ui/Badge'

/** The link's state in words, coloured as a hint: up, down, or what else the switch says. */
export function LinkBadge({ status }: { status: LinkStatus }) {
  if (status.condition === 'up') return <Badge color="success">up</Badge>
  if (status.condition === 'down') return <Badge color="danger">down</Badge>
  if (status.condition === 'other') return <Badge color="warning">{status.state}</Badge>
  return <Badge>not reported</Badge>
}
