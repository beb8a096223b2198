import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { nameDescriptionSchema } from '~/components/form/name-description-schema'
import { SideModalForm } from '~/components/form/SideModalForm'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { PropertyList } from '~/ui/PropertyList'
import s from './affinity.module.css'
import { KindBadge, PolicyText } from './GroupBadges'
import { groupPath, groupView, KINDS } from './group-kind'
import { useGroupMutations } from './group-mutations'
import { useGroupParams } from './group-params'

export const handle: RouteHandle = { crumb: 'Edit' }

type Values = { name: string; description: string }
const F = formFields<Values>()

/**
 * Over the group's page, which has loaded the group. The API changes a group's name and description only: its
 * kind, policy and failure domain are fixed when it is created, so they are shown, not offered.
 */
export default function GroupEditForm() {
  const selector = useGroupParams()
  const { kind, project } = selector
  const navigate = useNavigate()
  const { data: group } = usePrefetchedApiQuery(groupView(selector))
  const back = (name: string) => navigate(groupPath({ kind, project, group: name }))
  const mutations = useGroupMutations({
    onUpdated: (updated) => {
      addToast({ title: `${KINDS[kind].title} ${updated.name} updated` })
      back(updated.name)
    },
  })
  return (
    <SideModalForm
      title={`Edit ${KINDS[kind].noun}`}
      subtitle={group.name}
      submitLabel="Save changes"
      initialValues={{ name: group.name, description: group.description }}
      schema={nameDescriptionSchema}
      request={(body) => mutations.update(selector, body)}
      onDismiss={() => back(group.name)}
    >
      <F.Name autoFocus />
      <F.Description />
      <PropertyList
        layout="list"
        properties={[
          ['Type', <KindBadge key="kind" kind={kind} />],
          ['Policy', <PolicyText key="policy" policy={group.policy} full />],
          ['Failure domain', group.failureDomain],
        ]}
      />
      <p className={s.note}>
        A group's kind, policy and failure domain are set when it is created and cannot be changed. To change
        them, create a new group and move the instances over.
      </p>
    </SideModalForm>
  )
}
