import { usePrefetchedApiQuery } from '~/api'
import type { User } from '~/api/__generated__/Api'
import { siloGroups, siloPolicy, siloUsers } from '~/components/access/queries'
import { Link } from '~/components/Link'
import { type LocalColumn, LocalTable } from '~/components/LocalTable'
import { PageHeader } from '~/components/PageHeader'
import { useCurrentUser } from '~/components/use-current-user'
import { EmptyState } from '~/ui/EmptyState'
import { UserIcon } from '~/ui/icons/resource-icons'
import { DOCS_LINKS } from '~/util/docs-links'
import { pb } from '~/util/paths'
import { byName, groupsByUser, roleSourceOf } from './memberships'
import s from './people.module.css'
import { GroupLinks, RoleSourceText } from './RoleSourceText'
import { SectionProblem } from './SectionProblem'
import { useMembers } from './use-members'

/** The silo's users, each with the groups they are in and their role on the silo, and where it comes from. */
export default function UsersPage() {
  const me = useCurrentUser()
  const { data: users } = usePrefetchedApiQuery(siloUsers)
  const { data: groups } = usePrefetchedApiQuery(siloGroups)
  const { data: policy } = usePrefetchedApiQuery(siloPolicy)
  const { members, error } = useMembers(groups.items)
  const groupsOf = members && groupsByUser(groups.items, members)
  // without every group's members neither a user's groups nor a role through one can be told
  const unknown = <span className={s.muted}>{error ? 'Not known' : '…'}</span>

  const columns: LocalColumn<User>[] = [
    {
      header: 'Name',
      cell: (u) => <Link to={pb.user({ userId: u.id })}>{u.displayName}</Link>,
      sort: { key: 'name', compare: byName },
    },
    {
      header: 'Groups',
      cell: (u) => (groupsOf ? <GroupLinks groups={groupsOf.get(u.id) ?? []} /> : unknown),
    },
    {
      header: 'Role on the silo',
      cell: (u) =>
        groupsOf ? (
          <RoleSourceText level="silo" source={roleSourceOf(policy, u.id, groupsOf.get(u.id) ?? [])} />
        ) : (
          unknown
        ),
    },
  ]

  return (
    <>
      <PageHeader
        title="Users"
        icon={<UserIcon />}
        docs={{ href: DOCS_LINKS.access, topic: 'users and groups' }}
      />
      <p className={s.intro}>
        The users of silo {me.siloName}, as its identity provider knows them. A role on the silo is given to a
        user or to a group they are in; it applies to every project in the silo.
      </p>
      {error && <SectionProblem what="the members of the silo's groups" error={error} />}
      <LocalTable
        rows={users.items}
        label="Users"
        columns={columns}
        defaultSort="name"
        rowKey={(u) => u.id}
        rowLabel={(u) => `user ${u.displayName}`}
        emptyState={
          <EmptyState
            icon={<UserIcon />}
            title="No users"
            headingLevel={2}
            body="Users appear here once they have signed in through the silo's identity provider, or been created in it."
          />
        }
      />
    </>
  )
}
