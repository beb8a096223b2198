import { useState } from 'react'
import { usePrefetchedApiQuery } from '~/api'
import type { AffinityGroupMember } from '~/api/__generated__/Api'
import { copyIdItem } from '~/components/copy-id'
import { isTransitionalInstance } from '~/components/instance-state'
import { Link } from '~/components/Link'
import { lazyComponent } from '~/components/lazy-component'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { RefreshFailed } from '~/components/RefreshFailed'
import { InstanceStateBadge } from '~/components/StateBadges'
import { confirmItem, withShowRequests } from '~/components/show-request/request-items'
import { ActionMenu } from '~/ui/Menu'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { POLL_MS } from '~/util/constants'
import { pb } from '~/util/paths'
import s from './affinity.module.css'
import { groupMemberList, KINDS, type KindedGroup, MAX_GROUP_MEMBERS } from './group-kind'
import { useGroupMutations } from './group-mutations'

const AddMemberDialog = lazyComponent(() => import('./AddMemberDialog'), 'AddMemberDialog')

type Props = {
  /** The group as the URL names it, for reads. */
  selector: KindedGroup
  groupName: string
}

const anyTransitional = (members?: { items: AffinityGroupMember[] }) =>
  members?.items.some((m) => isTransitionalInstance(m.value.runState)) ?? false

/** The group's instances with their states; add a stopped instance, remove any. */
export function MembersSection({ selector, groupName }: Props) {
  const { kind, project } = selector
  const read = usePrefetchedApiQuery(groupMemberList(selector), {
    // a member on its way to another state is shown until it gets there
    refreshInterval: (latest) => (anyTransitional(latest) ? POLL_MS : 0),
  })
  const { data } = read
  const [adding, setAdding] = useState(false)
  const mutations = useGroupMutations()
  const members = data.items
  const named = { ...selector, group: groupName }
  const full = members.length >= MAX_GROUP_MEMBERS
  const noun = KINDS[kind].noun
  const roleReason = useProjectReason(project, 'compute')

  const removeItem = (name: string) =>
    confirmItem({
      key: 'remove',
      label: 'Remove from group',
      danger: true,
      disabledReason: roleReason,
      request: () => mutations.removeMember(named, name),
      confirm: {
        title: 'Remove from group',
        body: `Remove instance ${name} from ${noun} ${groupName}? The instance itself does not change; the group no longer decides where it starts.`,
        actionLabel: 'Remove',
        errorTitle: 'Could not remove instance from group',
        successTitle: `${name} removed from ${groupName}`,
      },
    })

  return (
    <section className={s.section} aria-labelledby="members-heading">
      <div className={s.sectionHeader}>
        <SectionHeading id="members-heading">Members</SectionHeading>
        <PlainButton
          variant="secondary"
          onClick={() => setAdding(true)}
          disabledReason={
            roleReason ??
            (full ? `The group has the most members it may have, ${MAX_GROUP_MEMBERS}` : undefined)
          }
        >
          Add instance
        </PlainButton>
      </div>
      <p className={s.note}>
        Only a stopped instance can join: the group decides where an instance runs when it starts. A group
        holds at most {MAX_GROUP_MEMBERS} instances.
      </p>
      <RefreshFailed what="the members" read={read} />
      <Table aria-label="Members">
        <THead>
          <Tr>
            <Th>Name</Th>
            <Th>State</Th>
            <Th actions>
              <span className="visually-hidden">Actions</span>
            </Th>
          </Tr>
        </THead>
        <TBody>
          {members.length === 0 && (
            <Tr>
              <Td colSpan={3} className={s.emptyRow}>
                No instances in this group yet.
              </Td>
            </Tr>
          )}
          {members.map(({ value: instance }) => (
            <Tr key={instance.id}>
              <Td>
                <Link to={pb.instance({ project, instance: instance.name })} className="mono">
                  {instance.name}
                </Link>
              </Td>
              <Td>
                <InstanceStateBadge state={instance.runState} />
              </Td>
              <Td actions>
                <ActionMenu
                  label={`Actions for ${instance.name}`}
                  items={[
                    ...withShowRequests(instance.name, [removeItem(instance.name)]),
                    copyIdItem(instance.id),
                  ]}
                />
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      {adding && (
        <AddMemberDialog
          selector={named}
          memberIds={members.map((m) => m.value.id)}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  )
}
