import { Badge, type BadgeColor } from '~/ui/Badge'
import { type AccessLevel, type RoleName, roleBadgeText } from './roles'

const LEVEL_COLOR: Record<AccessLevel, BadgeColor> = { fleet: 'purple', silo: 'info', project: 'neutral' }

/** A role as `silo.admin`: the words say the level and the role, the color only tells levels apart. */
export function RoleBadge({ level, role }: { level: AccessLevel; role: RoleName }) {
  return <Badge color={LEVEL_COLOR[level]}>{roleBadgeText(level, role)}</Badge>
}
