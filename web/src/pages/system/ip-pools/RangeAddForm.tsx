import { useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { formatRange } from '~/util/ip'
import { pb } from '~/util/paths'
import { useIpPool } from './IpPoolPage'
import s from './ip-pools.module.css'
import { IP_VERSION_LABEL } from './pool-display'
import { invalidateRanges } from './queries'
import { type RangeValues, rangeBody, rangeDefaults, rangeErrorField } from './range-form'
import { rangeSchema } from './range-schema'

export const handle: RouteHandle = { crumb: 'Add range' }

const F = formFields<RangeValues>()

export default function RangeAddForm() {
  const pool = useIpPool()
  const backToList = useBackToList(pb.ipPoolRanges({ pool: pool.name }))
  const version = IP_VERSION_LABEL[pool.ipVersion]
  const add = useApiMutation('ipPoolRangeAdd', {
    onSuccess: ({ range }) => {
      invalidateRanges()
      addToast({ title: `Range ${formatRange(range)} added to ${pool.name}` })
      backToList()
    },
  })
  return (
    <SideModalForm
      title="Add IP range"
      subtitle={<span className="mono">{pool.name}</span>}
      submitLabel="Add range"
      initialValues={rangeDefaults}
      schema={() => rangeSchema(pool.ipVersion)}
      errorField={rangeErrorField}
      request={(values) => add.prepare({ path: { pool: pool.name }, body: rangeBody(values) })}
      onDismiss={() => backToList()}
    >
      <p className={s.note}>
        Both ends are included, and both are {version} addresses, as the pool is {version}. A range may not
        overlap any range of any pool.
      </p>
      {pool.ipVersion === 'v6' && pool.poolType === 'unicast' && (
        <p className={s.note}>
          For now the API takes IPv6 ranges only into multicast pools, so it refuses them for this one.
        </p>
      )}
      <F.Text name="first" label="First address" isRequired autoFocus autoComplete="off" mono />
      <F.Text name="last" label="Last address" isRequired autoComplete="off" mono />
    </SideModalForm>
  )
}
