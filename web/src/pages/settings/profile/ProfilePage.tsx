import { usePrefetchedApiQuery } from '~/api'
import { currentUserGroups } from '~/components/current-user'
import { PageHeader } from '~/components/PageHeader'
import type { RouteHandle } from '~/components/route-handle'
import { useCurrentUser } from '~/components/use-current-user'
import { CopyButton } from '~/ui/CopyButton'
import { EmptyState } from '~/ui/EmptyState'
import { UserIcon } from '~/ui/icons/resource-icons'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import s from './ProfilePage.module.css'

export const handle: RouteHandle = { crumb: 'Profile' }

export default function ProfilePage() {
  const me = useCurrentUser()
  const { data: groups } = usePrefetchedApiQuery(currentUserGroups)
  return (
    <>
      <PageHeader title="Profile" icon={<UserIcon />} />
      <dl className={s.facts}>
        <dt>Display name</dt>
        <dd>{me.displayName}</dd>
        <dt>User ID</dt>
        <dd>
          <span className="mono">{me.id}</span> <CopyButton value={me.id} label="Copy user ID" />
        </dd>
        <dt>Silo</dt>
        <dd className="mono">{me.siloName}</dd>
        <dt>Silo admin</dt>
        <dd>{me.siloAdmin ? 'Yes' : 'No'}</dd>
        <dt>Fleet viewer</dt>
        <dd>{me.fleetViewer ? 'Yes' : 'No'}</dd>
      </dl>
      <h2 className={s.subheading}>Groups</h2>
      {groups.items.length === 0 ? (
        <EmptyState title="No groups" body="You are not a member of any group in this silo." />
      ) : (
        <Table aria-label="Groups">
          <THead>
            <Tr>
              <Th>Name</Th>
              <Th>ID</Th>
            </Tr>
          </THead>
          <TBody>
            {groups.items.map((g) => (
              <Tr key={g.id}>
                <Td>{g.displayName}</Td>
                <Td className="mono">{g.id}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </>
  )
}
