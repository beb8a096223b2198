import { Badge, type BadgeColor } from '~/ui/Badge'
import type { Severity } from './health-item'

const LOOK: Record<Severity, { label: string; color: BadgeColor }> = {
  critical: { label: 'critical', color: 'danger' },
  warning: { label: 'warning', color: 'warning' },
  notice: { label: 'notice', color: 'info' },
}

export function SeverityBadge({ severity }: { severity: Severity }) {
  return <Badge color={LOOK[severity].color}>{LOOK[severity].label}</Badge>
}
