import { Outlet, useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { RelativeTime } from '~/components/RelativeTime'
import { AffinityIcon } from '~/ui/icons/resource-icons'
import { PlainButton } from '~/ui/PlainButton'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { pb } from '~/util/paths'
import s from './affinity.module.css'
import { KindBadge, PolicyText } from './GroupBadges'
import { useGroupDeleteItem } from './group-actions'
import { groupEditPath, groupMemberList, groupView, KINDS, MAX_GROUP_MEMBERS } from './group-kind'
import { useGroupParams } from './group-params'
import { MembersSection } from './MembersSection'

/** A group of either kind: its properties, its members, and the edit form over it. */
export default function GroupPage() {
  const selector = useGroupParams()
  const { kind, project } = selector
  const navigate = useNavigate()
  const { data: group } = usePrefetchedApiQuery(groupView(selector))
  const { data: members } = usePrefetchedApiQuery(groupMemberList(selector))
  const deleteItem = useGroupDeleteItem(() => navigate(pb.affinity({ project })))
  const named = { ...selector, group: group.name }
  const roleReason = useProjectReason(project, 'compute')
  return (
    <>
      <PageHeader
        title={group.name}
        icon={<AffinityIcon />}
        actions={
          <div className={s.actions}>
            <LinkButton variant="secondary" disabledReason={roleReason} to={groupEditPath(named)}>
              Edit
            </LinkButton>
            <PlainButton
              variant="danger"
              disabledReason={roleReason}
              onClick={() => deleteItem(named, members.items.length).onAction()}
            >
              Delete
            </PlainButton>
          </div>
        }
      />
      {group.description && <p className={s.description}>{group.description}</p>}
      <PropertyList
        properties={[
          ['Type', <KindBadge key="kind" kind={kind} />],
          ['ID', <CopyableId key="id" id={group.id} label={`Copy ${KINDS[kind].noun} ID`} />],
          ['Policy', <PolicyText key="policy" policy={group.policy} full />],
          ['Failure domain', group.failureDomain],
          ['Members', `${members.items.length} of at most ${MAX_GROUP_MEMBERS}`],
          ['Created', <RelativeTime key="created" date={group.timeCreated} />],
          ['Modified', <RelativeTime key="modified" date={group.timeModified} />],
        ]}
      />
      <MembersSection selector={selector} groupName={group.name} />
      <Outlet />
    </>
  )
}
