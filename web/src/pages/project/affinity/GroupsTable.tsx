import { useApiQuery } from '~/api'
import { Link } from '~/components/Link'
import { RelativeTime } from '~/components/RelativeTime'
import { ActionMenu } from '~/ui/Menu'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import s from './affinity.module.css'
import { KindBadge, PolicyText } from './GroupBadges'
import { useGroupRowActions } from './group-actions'
import { type GroupRow, groupMemberList, groupPath, KINDS, type KindedGroup } from './group-kind'

/** How many members the group has, once read; an error when they could not be. */
function useMemberCount(selector: KindedGroup) {
  const { data, error } = useApiQuery(groupMemberList(selector))
  return { count: data?.items.length, error }
}

function MemberCount({ count, error }: ReturnType<typeof useMemberCount>) {
  if (error) return <span className={s.muted}>Could not load</span>
  return count ?? '…'
}

type RowProps = { project: string; row: GroupRow; actions: ReturnType<typeof useGroupRowActions> }

function GroupRowView({ project, row, actions }: RowProps) {
  const { kind, group } = row
  const selector = { kind, project, group: group.name }
  const members = useMemberCount(selector)
  return (
    <Tr>
      <Td>
        <Link to={groupPath(selector)} className="mono">
          {group.name}
        </Link>
      </Td>
      <Td>
        <KindBadge kind={kind} />
      </Td>
      <Td>
        <PolicyText policy={group.policy} />
      </Td>
      <Td>{group.failureDomain}</Td>
      <Td numeric>
        <MemberCount {...members} />
      </Td>
      <Td>
        <RelativeTime date={group.timeCreated} />
      </Td>
      <Td actions>
        <ActionMenu
          label={`Actions for ${KINDS[kind].noun} ${group.name}`}
          items={actions(kind, group, members.count)}
        />
      </Td>
    </Tr>
  )
}

/** Groups of both kinds in one table, each typed by a badge. */
export function GroupsTable({ project, rows }: { project: string; rows: GroupRow[] }) {
  const actions = useGroupRowActions(project)
  return (
    <Table aria-label="Affinity groups">
      <THead>
        <Tr>
          <Th>Name</Th>
          <Th>Type</Th>
          <Th>Policy</Th>
          <Th>Failure domain</Th>
          <Th numeric>Members</Th>
          <Th>Created</Th>
          <Th actions>
            <span className="visually-hidden">Actions</span>
          </Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <GroupRowView key={`${row.kind}-${row.group.id}`} project={project} row={row} actions={actions} />
        ))}
      </TBody>
    </Table>
  )
}
