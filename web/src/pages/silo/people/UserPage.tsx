import { usePrefetchedApiQuery } from '~/api'
import { siloGroups, siloPolicy } from '~/components/access/queries'
import { PageHeader } from '~/components/PageHeader'
import { useRequiredParams } from '~/components/route-params'
import { useCurrentUser } from '~/components/use-current-user'
import { UserIcon } from '~/ui/icons/resource-icons'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { SectionHeading } from '~/ui/SectionHeading'
import { groupsByUser, roleSourceOf } from './memberships'
import s from './people.module.css'
import { userView } from './queries'
import { GroupLinks } from './RoleSourceText'
import { SectionProblem } from './SectionProblem'
import { SignOutEverywhereButton } from './SignOutEverywhereButton'
import { UserRolesSection } from './UserRolesSection'
import { UserSessionsSection } from './UserSessionsSection'
import { UserTokensSection } from './UserTokensSection'
import { useMembers } from './use-members'

/**
 * A user of the silo: their groups, their roles on the silo and its projects, and what they are signed in with
 * (access tokens and console sessions), which Sign out everywhere ends. Each section reads on its own, so one
 * that cannot be read leaves the others.
 */
export default function UserPage() {
  const { userId } = useRequiredParams('userId')
  const me = useCurrentUser()
  const { data: user } = usePrefetchedApiQuery(userView(userId))
  const { data: groups } = usePrefetchedApiQuery(siloGroups)
  const { data: policy } = usePrefetchedApiQuery(siloPolicy)
  const { members, error } = useMembers(groups.items)
  const myGroups = members && (groupsByUser(groups.items, members).get(user.id) ?? [])
  const siloRole = myGroups ? roleSourceOf(policy, user.id, myGroups) : null
  const isMe = user.id === me.id
  return (
    <>
      <PageHeader
        title={user.displayName}
        icon={<UserIcon />}
        actions={<SignOutEverywhereButton user={user} isMe={isMe} />}
      />
      <PropertyList
        properties={[
          ['ID', <CopyableId key="id" id={user.id} label="Copy user ID" />],
          ['Silo', me.siloName],
        ]}
      />
      <section className={s.section} aria-labelledby="user-groups">
        <SectionHeading id="user-groups">Groups</SectionHeading>
        {myGroups ? (
          <GroupLinks groups={myGroups} none="Not in any group." />
        ) : (
          <SectionProblem what="the members of the silo's groups" error={error} />
        )}
      </section>
      {myGroups ? (
        <UserRolesSection user={user} groups={myGroups} siloName={me.siloName} siloRole={siloRole} />
      ) : (
        <section className={s.section} aria-labelledby="user-roles">
          <SectionHeading id="user-roles">Roles</SectionHeading>
          <SectionProblem what="roles through the silo's groups" error={error} />
        </section>
      )}
      <UserTokensSection userId={user.id} />
      <UserSessionsSection userId={user.id} />
    </>
  )
}
