import { useState } from 'react'
import { useApiMutation, useApiQuery } from '~/api'
import type { Instance } from '~/api/__generated__/Api'
import { instanceDisabledReason } from '~/components/instance-state'
import { lazyComponent } from '~/components/lazy-component'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import { confirmItem, withShowRequests } from '~/components/show-request/request-items'
import { instanceAntiAffinityGroupList } from '~/pages/project/instances/queries'
import t from '~/pages/project/instances/tab.module.css'
import { refreshAntiAffinityGroups } from '~/pages/project/instances/use-instance-actions'
import { ActionMenu } from '~/ui/Menu'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { Spinner } from '~/ui/Spinner'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'

const AntiAffinityAddDialog = lazyComponent(() => import('./AntiAffinityAddDialog'), 'AntiAffinityAddDialog')

type Props = { project: string; instance: Instance }

/** Groups whose members are kept on different sleds; only a stopped instance can join one. */
export function AntiAffinitySection({ project, instance }: Props) {
  const { data, error } = useApiQuery(instanceAntiAffinityGroupList({ project, instance: instance.name }))
  const [adding, setAdding] = useState(false)
  const remove = useApiMutation('antiAffinityGroupMemberInstanceDelete', {
    onSuccess: refreshAntiAffinityGroups,
  })
  const roleReason = useProjectReason(project, 'compute')
  const reason = roleReason ?? instanceDisabledReason('addToAffinityGroup', instance.runState, 'join a group')
  const groups = data?.items ?? []

  return (
    <section className={t.section} aria-labelledby="anti-affinity-heading">
      <div className={t.sectionHeader}>
        <SectionHeading id="anti-affinity-heading">Anti-affinity groups</SectionHeading>
        <PlainButton variant="secondary" disabledReason={reason} onClick={() => setAdding(true)}>
          Add to group
        </PlainButton>
      </div>
      {error && <p role="alert">{error.message}</p>}
      {!data && !error && <Spinner label="Loading anti-affinity groups" />}
      {data && (
        <Table aria-label="Anti-affinity groups">
          <THead>
            <Tr>
              <Th>Name</Th>
              <Th>Policy</Th>
              <Th>Failure domain</Th>
              <Th actions>
                <span className="visually-hidden">Actions</span>
              </Th>
            </Tr>
          </THead>
          <TBody>
            {groups.length === 0 && (
              <Tr>
                <Td colSpan={4} className={t.emptyRow}>
                  This instance is not in any anti-affinity group.
                </Td>
              </Tr>
            )}
            {groups.map((g) => (
              <Tr key={g.id}>
                <Td>
                  <span className="mono">{g.name}</span>
                </Td>
                <Td>{g.policy}</Td>
                <Td>{g.failureDomain}</Td>
                <Td actions>
                  <ActionMenu
                    label={`Actions for group ${g.name}`}
                    items={withShowRequests(`group ${g.name}`, [
                      confirmItem({
                        key: 'remove',
                        label: 'Remove from group',
                        danger: true,
                        disabledReason: roleReason,
                        request: () =>
                          remove.prepare({
                            path: { antiAffinityGroup: g.name, instance: instance.name },
                            query: { project },
                          }),
                        confirm: {
                          title: 'Remove from group',
                          body: `Are you sure you want to remove ${instance.name} from anti-affinity group ${g.name}?`,
                          actionLabel: 'Remove',
                          errorTitle: 'Could not remove from group',
                          successTitle: `Removed from ${g.name}`,
                        },
                      }),
                    ])}
                  />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      {adding && (
        <AntiAffinityAddDialog
          project={project}
          instance={instance}
          memberIds={groups.map((g) => g.id)}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  )
}
