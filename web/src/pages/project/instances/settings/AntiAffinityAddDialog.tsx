import { useApiMutation, useApiQuery } from '~/api'
import type { Instance } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { antiAffinityGroupList } from '~/pages/project/affinity/queries'
import { refreshAntiAffinityGroups } from '~/pages/project/instances/use-instance-actions'
import { addSchema } from './anti-affinity-add-schema'

type Props = { project: string; instance: Instance }

type AddValues = { group: string }
const F = formFields<AddValues>()

/** Adds the instance to one of the project's other anti-affinity groups. */
export function AntiAffinityAddDialog({
  project,
  instance,
  memberIds,
  onClose,
}: Props & { memberIds: string[]; onClose: () => void }) {
  const { data } = useApiQuery(antiAffinityGroupList(project).all())
  const add = useApiMutation('antiAffinityGroupMemberInstanceAdd', {
    onSuccess: () => {
      refreshAntiAffinityGroups()
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
      schema={addSchema}
      request={({ group }) => {
        // the group is the request's path: it is shown once one is chosen
        if (!group) throw new Error('Choose an anti-affinity group')
        return add.prepare({
          path: { antiAffinityGroup: group, instance: instance.name },
          query: { project },
        })
      }}
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
