import type { SupportBundleState } from '~/api/__generated__/Api'
import { useMinDisplay } from '~/components/use-min-display'
import { Badge } from '~/ui/Badge'
import { BUNDLE_STATE_COLORS, isSettling } from './bundle-state'

/** The state as the API names it, spinning while the bundle settles (shown long enough not to flicker). */
export function BundleStateBadge({ state }: { state: SupportBundleState }) {
  const shown = useMinDisplay(state, isSettling)
  return (
    <Badge color={BUNDLE_STATE_COLORS[shown]} spinner={isSettling(shown)}>
      {shown}
    </Badge>
  )
}
