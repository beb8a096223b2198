import { usePrefetchedApiQuery } from '~/api'
import { roleOf } from '~/components/access/policy'
import { siloPolicy } from '~/components/access/queries'
import { RoleBadge } from '~/components/access/RoleBadge'
import { Link } from '~/components/Link'
import { PageHeader } from '~/components/PageHeader'
import { useRequiredParams } from '~/components/route-params'
import { useCurrentUser } from '~/components/use-current-user'
import { EmptyState } from '~/ui/EmptyState'
import { GroupIcon, UserIcon } from '~/ui/icons/resource-icons'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { pb } from '~/util/paths'
import { byName } from './memberships'
import s from './people.module.css'
import { groupMembers, groupView } from './queries'

/** A group of the silo: its role on the silo and its members. */
export default function GroupPage() {
  const { groupId } = useRequiredParams('groupId')
  const me = useCurrentUser()
  const { data: group } = usePrefetchedApiQuery(groupView(groupId))
  const { data: members } = usePrefetchedApiQuery(groupMembers(groupId))
  const { data: policy } = usePrefetchedApiQuery(siloPolicy)
  const role = roleOf(policy, group.id)
  const users = [...members.items].sort(byName)
  return (
    <>
      <PageHeader title={group.displayName} icon={<GroupIcon />} />
      <PropertyList
        properties={[
          ['ID', <CopyableId key="id" id={group.id} label="Copy group ID" />],
          [
            'Role on the silo',
            role ? (
              <RoleBadge key="role" level="silo" role={role} />
            ) : (
              <span key="role" className={s.muted}>
                None
              </span>
            ),
          ],
        ]}
      />
      <section className={s.section} aria-labelledby="group-members">
        <SectionHeading id="group-members">Members</SectionHeading>
        {users.length === 0 ? (
          <EmptyState
            icon={<UserIcon />}
            title="No members"
            headingLevel={3}
            body={`The identity provider of silo ${me.siloName} has put no user in this group.`}
          />
        ) : (
          <Table aria-label="Members">
            <THead>
              <Tr>
                <Th>Name</Th>
                <Th>ID</Th>
              </Tr>
            </THead>
            <TBody>
              {users.map((u) => (
                <Tr key={u.id}>
                  <Td>
                    <Link to={pb.user({ userId: u.id })}>{u.displayName}</Link>
                  </Td>
                  <Td className="mono">{u.id}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </section>
    </>
  )
}
