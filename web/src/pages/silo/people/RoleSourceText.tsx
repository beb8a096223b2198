import { Fragment } from 'react'
import type { Group } from '~/api/__generated__/Api'
import { RoleBadge } from '~/components/access/RoleBadge'
import type { AccessLevel } from '~/components/access/roles'
import { Link } from '~/components/Link'
import { pb } from '~/util/paths'
import type { RoleSource } from './memberships'
import s from './people.module.css'

/**
 * Groups each as a link to its page, in a phrase: `developers, sre`, or with `last` between the last two
 * (`auditors, developers and sre`).
 */
export function GroupLinks({
  groups,
  none = 'None',
  last = ', ',
}: {
  groups: readonly Group[]
  none?: string
  last?: string
}) {
  if (groups.length === 0) return <span className={s.muted}>{none}</span>
  return (
    <span>
      {groups.map((g, i) => (
        <Fragment key={g.id}>
          {i > 0 && (i === groups.length - 1 ? last : ', ')}
          <Link to={pb.group({ groupId: g.id })}>{g.displayName}</Link>
        </Fragment>
      ))}
    </span>
  )
}

/** A role and where it comes from: `silo.collaborator through developers`, `silo.admin given directly`, or None. */
export function RoleSourceText({ level, source }: { level: AccessLevel; source: RoleSource | null }) {
  if (!source) return <span className={s.muted}>None</span>
  return (
    <span className={s.role}>
      <RoleBadge level={level} role={source.role} />{' '}
      {source.through.length === 0 ? (
        <span className={s.muted}>given directly</span>
      ) : (
        <span>
          through <GroupLinks groups={source.through} last=" and " />
        </span>
      )}
    </span>
  )
}
