import { usePrefetchedApiQuery } from '~/api'
import type { Group } from '~/api/__generated__/Api'
import { roleOf } from '~/components/access/policy'
import { siloGroups, siloPolicy } from '~/components/access/queries'
import { RoleBadge } from '~/components/access/RoleBadge'
import { Link } from '~/components/Link'
import { type LocalColumn, LocalTable } from '~/components/LocalTable'
import { PageHeader } from '~/components/PageHeader'
import { useCurrentUser } from '~/components/use-current-user'
import { EmptyState } from '~/ui/EmptyState'
import { GroupIcon } from '~/ui/icons/resource-icons'
import { DOCS_LINKS } from '~/util/docs-links'
import { pb } from '~/util/paths'
import { byName } from './memberships'
import s from './people.module.css'
import { SectionProblem } from './SectionProblem'
import { useMembers } from './use-members'

/** The silo's groups, each with how many members it has and the role it gives on the silo. */
export default function GroupsPage() {
  const me = useCurrentUser()
  const { data: groups } = usePrefetchedApiQuery(siloGroups)
  const { data: policy } = usePrefetchedApiQuery(siloPolicy)
  const { members, error } = useMembers(groups.items)

  const columns: LocalColumn<Group>[] = [
    {
      header: 'Name',
      cell: (g) => <Link to={pb.group({ groupId: g.id })}>{g.displayName}</Link>,
      sort: { key: 'name', compare: byName },
    },
    {
      header: 'Members',
      numeric: true,
      cell: (g) => members?.get(g.id)?.length ?? <span className={s.muted}>{error ? 'Not known' : '…'}</span>,
    },
    {
      header: 'Role on the silo',
      cell: (g) => {
        const role = roleOf(policy, g.id)
        return role ? <RoleBadge level="silo" role={role} /> : <span className={s.muted}>None</span>
      },
    },
  ]

  return (
    <>
      <PageHeader
        title="Groups"
        icon={<GroupIcon />}
        docs={{ href: DOCS_LINKS.access, topic: 'users and groups' }}
      />
      <p className={s.intro}>
        The groups of silo {me.siloName}, as its identity provider knows them. A role given to a group on the
        silo, or on a project, applies to every member.
      </p>
      {error && <SectionProblem what="the members of the groups" error={error} />}
      <LocalTable
        rows={groups.items}
        label="Groups"
        columns={columns}
        defaultSort="name"
        rowKey={(g) => g.id}
        rowLabel={(g) => `group ${g.displayName}`}
        emptyState={
          <EmptyState
            icon={<GroupIcon />}
            title="No groups"
            headingLevel={2}
            body="Groups come from the silo's identity provider; none has been sent yet."
          />
        }
      />
    </>
  )
}
