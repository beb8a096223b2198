import { useNavigate } from 'react-router'
import type { AffinityPolicy } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import s from './affinity.module.css'
import { groupCreateSchema } from './affinity-schema'
import { type GroupKind, groupPath, KINDS, POLICIES } from './group-kind'
import { useGroupMutations } from './group-mutations'

export const handle: RouteHandle = { crumb: 'New group' }

type Values = { kind: GroupKind; name: string; description: string; policy: AffinityPolicy }
const F = formFields<Values>()

const kindOptions = (['anti-affinity', 'affinity'] as const).map((kind) => ({
  value: kind,
  label: KINDS[kind].title,
  description: KINDS[kind].meaning,
}))

const policyOptions = (['allow', 'fail'] as const).map((policy) => ({
  value: policy,
  label: policy === 'allow' ? 'Allow' : 'Fail',
  description: POLICIES[policy].meaning,
}))

export default function GroupCreateForm() {
  const { project } = useRequiredParams('project')
  const navigate = useNavigate()
  const backToList = useBackToList(pb.affinity({ project }))
  const mutations = useGroupMutations({
    onCreated: (group, kind) => {
      addToast({ title: `${KINDS[kind].title} ${group.name} created` })
      // straight to the new group, where its members are added
      navigate(groupPath({ kind, project, group: group.name }))
    },
  })
  return (
    <SideModalForm
      title="Create group"
      submitLabel="Create group"
      initialValues={{ kind: 'anti-affinity', name: '', description: '', policy: 'allow' } as Values}
      schema={groupCreateSchema}
      request={({ kind, ...body }) => mutations.create(kind, project, { ...body, failureDomain: 'sled' })}
      onDismiss={() => backToList()}
    >
      <F.Radio name="kind" label="Kind" options={kindOptions} />
      <F.Name autoFocus />
      <F.Description />
      <F.Radio name="policy" label="Policy" options={policyOptions} />
      <p className={s.note}>
        Failure domain: sled. Groups place instances by sled, the one failure domain the API offers.
      </p>
    </SideModalForm>
  )
}
