import type { VpcRouterKind } from '~/api/__generated__/Api'
import { Badge } from '~/ui/Badge'

export function RouterKindBadge({ kind }: { kind: VpcRouterKind }) {
  return <Badge color={kind === 'system' ? 'neutral' : 'info'}>{kind}</Badge>
}
