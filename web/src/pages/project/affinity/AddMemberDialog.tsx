import { PICKER_PAGE_SIZE, useApiQuery } from '~/api'
import type { Instance } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { instanceDisabledReason } from '~/components/instance-state'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import { addToast } from '~/components/toasts'
import { instanceList } from '~/pages/project/instances/queries'
import { addMemberSchema } from './affinity-schema'
import { KINDS, type KindedGroup, MAX_GROUP_MEMBERS } from './group-kind'
import { useGroupMutations } from './group-mutations'

type Props = { selector: KindedGroup; memberIds: string[]; onClose: () => void }

type Values = { instance: string }
const F = formFields<Values>()
const INSTANCES = { one: 'instance', many: 'instances' }
const noInstances = { items: [] as Instance[] }

/**
 * Picks an instance of the project to add. Only a stopped one can join (where it runs is decided when it
 * starts); the others are listed, greyed out, with the reason.
 */
export function AddMemberDialog({ selector, memberIds, onClose }: Props) {
  const { kind, project, group } = selector
  // the first page, and the rest searched by name as the user types
  const { data: instances } = useApiQuery(instanceList(project).page({ limit: PICKER_PAGE_SIZE }))
  const search = usePickerSearch(instanceList(project), instances ?? noInstances, INSTANCES)
  const mutations = useGroupMutations({
    onMemberAdded: (instance) => {
      addToast({ title: `${instance} added to ${group}` })
      onClose()
    },
  })
  const items = search.items
    .filter((i) => !memberIds.includes(i.id))
    .map((i) => {
      const reason = instanceDisabledReason('addToAffinityGroup', i.runState, 'be added to a group')
      return { value: i.name, label: i.name, description: reason ?? i.runState, isDisabled: Boolean(reason) }
    })
  return (
    <ModalForm
      title={`Add to ${KINDS[kind].noun}`}
      submitLabel="Add instance"
      initialValues={{ instance: '' }}
      schema={addMemberSchema}
      request={({ instance }) => mutations.addMember(selector, instance)}
      // the one choice here is the instance, so whatever the API refuses is about it
      errorField={() => 'instance'}
      onClose={onClose}
    >
      <p>
        Add an instance of this project to <span className="mono">{group}</span>. It must be stopped. The
        group holds {memberIds.length} of at most {MAX_GROUP_MEMBERS} instances.
      </p>
      <F.ComboBox
        name="instance"
        label="Instance"
        items={items}
        placeholder={instances ? 'Search instances' : 'Loading instances…'}
        emptyText={instances ? 'No other instance in this project matches' : 'Loading…'}
        onSearch={search.onSearch}
        listStatus={search.status}
        isRequired
        autoFocus
      />
    </ModalForm>
  )
}
