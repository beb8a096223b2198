import type { BfdMode, BfdState, BfdStatus } from '~/api/__generated__/Api'
import { Badge, type BadgeColor } from '~/ui/Badge'

const STATES: Record<BfdState, { label: string; color: BadgeColor }> = {
  up: { label: 'up', color: 'success' },
  init: { label: 'init', color: 'info' },
  down: { label: 'down', color: 'danger' },
  admin_down: { label: 'admin down', color: 'neutral' },
}

export function BfdStateBadge({ state }: { state: BfdState }) {
  return <Badge color={STATES[state].color}>{STATES[state].label}</Badge>
}

export const MODE_LABEL: Record<BfdMode, string> = { single_hop: 'single hop', multi_hop: 'multi hop' }

/** Microseconds, as the API counts BFD intervals, in milliseconds: `300 ms`, `0.05 ms`. */
export const formatMicros = (us: number) => `${Number((us / 1000).toFixed(3))} ms`

/** How long the switch waits without a packet before it declares the peer down: `3 × 300 ms = 900 ms`. */
export const detectionText = ({
  detectionThreshold,
  requiredRx,
}: Pick<BfdStatus, 'detectionThreshold' | 'requiredRx'>) =>
  `${detectionThreshold} × ${formatMicros(requiredRx)} = ${formatMicros(detectionThreshold * requiredRx)}`
