import { useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import { ipVersionOptions, type PoolValues, poolCreateBody, poolDefaults, poolTypeOptions } from './pool-form'
import { poolSchema } from './pool-schema'

export const handle: RouteHandle = { crumb: 'New IP pool' }

const F = formFields<PoolValues>()

export default function IpPoolCreateForm() {
  const navigate = useNavigate()
  const backToList = useBackToList(pb.ipPools())
  const create = useApiMutation('ipPoolCreate', {
    onSuccess: (pool) => {
      invalidate('ipPoolList')
      addToast({ title: `IP pool ${pool.name} created` })
      // straight to the new pool, whose ranges are the next thing it needs
      navigate(pb.ipPool({ pool: pool.name }))
    },
  })
  return (
    <SideModalForm
      title="Create IP pool"
      submitLabel="Create IP pool"
      initialValues={poolDefaults}
      schema={poolSchema}
      request={(values) => create.prepare({ body: poolCreateBody(values) })}
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
      <F.Radio
        name="ipVersion"
        label="IP version"
        options={ipVersionOptions}
        description="Every range of the pool is of this version. It cannot be changed later."
      />
      <F.Radio
        name="poolType"
        label="Pool type"
        options={poolTypeOptions}
        description="It cannot be changed later."
      />
    </SideModalForm>
  )
}
