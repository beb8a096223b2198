import { useState } from 'react'
import { invalidate, useApiMutation, useApiQuery } from '~/api'
import type { Instance } from '~/api/__generated__/Api'
import { confirmAction } from '~/components/confirm'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { yup } from '~/components/form/yup-locale'
import { instanceDisabledReason } from '~/components/instance-state'
import { antiAffinityGroupList } from '~/pages/project/affinity/queries'
import { Button } from '~/ui/Button'
import { ActionMenu } from '~/ui/Menu'
import { Spinner } from '~/ui/Spinner'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { instanceAntiAffinityGroupList } from './queries'
import t from './tab.module.css'

type Props = { project: string; instance: Instance }

const refresh = () => {
  invalidate('instanceAntiAffinityGroupList')
  invalidate('antiAffinityGroupMemberList')
}

type AddValues = { group: string }
const F = formFields<AddValues>()
const addSchema = yup.object({ group: yup.string().required('Anti-affinity group is required') })

function AddDialog({
  project,
  instance,
  memberIds,
  onClose,
}: Props & { memberIds: string[]; onClose: () => void }) {
  const { data } = useApiQuery(antiAffinityGroupList(project).all())
  const add = useApiMutation('antiAffinityGroupMemberInstanceAdd', {
    onSuccess: () => {
      refresh()
      onClose()
    },
  })
  const items = (data?.items ?? [])
    .filter((g) => !memberIds.includes(g.id))
    .map((g) => ({ value: g.name, label: g.name, description: g.description }))
  return (
    <ModalForm
      title="Add to anti-affinity group"
      submitLabel="Add"
      initialValues={{ group: '' }}
      validationSchema={addSchema}
      onSubmit={({ group }) =>
        add.mutateAsync({ path: { antiAffinityGroup: group, instance: instance.name }, query: { project } })
      }
      onClose={onClose}
    >
      <F.ComboBox
        name="group"
        label="Anti-affinity group"
        autoFocus
        isRequired
        items={items}
        placeholder={data ? 'Type to search groups' : 'Loading groups…'}
        emptyText="No other anti-affinity groups in this project"
      />
    </ModalForm>
  )
}

/** Groups whose members are kept on different sleds; only a stopped instance can join one. */
export function AntiAffinitySection({ project, instance }: Props) {
  const { data, error } = useApiQuery(instanceAntiAffinityGroupList({ project, instance: instance.name }))
  const [adding, setAdding] = useState(false)
  const remove = useApiMutation('antiAffinityGroupMemberInstanceDelete', { onSuccess: refresh })
  const reason = instanceDisabledReason('addToAffinityGroup', instance.runState, 'join a group')
  const groups = data?.items ?? []

  return (
    <section className={t.section} aria-labelledby="anti-affinity-heading">
      <div className={t.sectionHeader}>
        <h2 id="anti-affinity-heading" className={t.sectionTitle}>
          Anti-affinity groups
        </h2>
        <Button variant="secondary" disabledReason={reason} onPress={() => setAdding(true)}>
          Add to group
        </Button>
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
                    items={[
                      {
                        key: 'remove',
                        label: 'Remove from group',
                        danger: true,
                        onAction: () =>
                          confirmAction({
                            title: 'Remove from group',
                            body: `Are you sure you want to remove ${instance.name} from anti-affinity group ${g.name}?`,
                            actionLabel: 'Remove',
                            doAction: () =>
                              remove.mutateAsync({
                                path: { antiAffinityGroup: g.name, instance: instance.name },
                                query: { project },
                              }),
                            errorTitle: 'Could not remove from group',
                            successTitle: `Removed from ${g.name}`,
                          }),
                      },
                    ]}
                  />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      {adding && (
        <AddDialog
          project={project}
          instance={instance}
          memberIds={groups.map((g) => g.id)}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  )
}
