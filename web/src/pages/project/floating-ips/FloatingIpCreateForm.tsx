import { useMemo, useState } from 'react'
import { invalidate, useApiMutation, useApiQuery, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import { poolItems } from '~/components/pool-items'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { useCurrentUser } from '~/components/use-current-user'
import { pb } from '~/util/paths'
import {
  type FloatingIpValues,
  floatingIpErrorField,
  type KnownPool,
  poolRangesText,
} from './floating-ip-form'
import { floatingIpSchema } from './floating-ip-schema'
import { ipPoolRangeList, projectIpPoolList } from './queries'

export const handle: RouteHandle = { crumb: 'New floating IP' }

const F = formFields<FloatingIpValues>()

const ADDRESS_HELP = 'Optional: a free address of the pool. Leave empty to take the next free one.'

export default function FloatingIpCreateForm() {
  const { project } = useRequiredParams('project')
  const backToList = useBackToList(pb.floatingIps({ project }))
  const { data: pools } = usePrefetchedApiQuery(projectIpPoolList().all())
  const me = useCurrentUser()
  const defaultPool = pools.items.find((p) => p.isDefault)?.name ?? ''
  // mirrors the pool field, to read that pool's ranges; no pool means the silo's default
  const [pool, setPool] = useState(defaultPool)
  // the ranges are a system read, refused to anyone who is not a fleet viewer: for them it is not even asked
  const { data: ranges } = useApiQuery(pool && me.fleetViewer ? ipPoolRangeList(pool) : null)
  const known = useMemo<KnownPool | null>(
    () => (pool && ranges ? { name: pool, ranges: ranges.items } : null),
    [pool, ranges],
  )

  const create = useApiMutation('floatingIpCreate', {
    onSuccess: (fip) => {
      invalidate('floatingIpList')
      addToast({ title: `Floating IP ${fip.name} created`, content: fip.ip })
      backToList()
    },
  })
  return (
    <SideModalForm
      title="Create floating IP"
      submitLabel="Create floating IP"
      initialValues={{ name: '', description: '', pool: defaultPool, ip: '' }}
      schema={() => floatingIpSchema(known)}
      errorField={floatingIpErrorField}
      onSubmit={({ name, description, pool, ip }) =>
        create.mutateAsync({
          query: { project },
          body: { name, description, pool: pool || null, ip: ip || null },
        })
      }
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
      <F.ComboBox
        name="pool"
        label="IP pool"
        items={poolItems(pools.items)}
        placeholder={defaultPool ? 'Search pools' : 'The silo has no default pool: pick one'}
        emptyText="No pool matches"
        description="The pools this silo can use; the silo's default is marked."
        onChange={(value) => setPool(value || defaultPool)}
      />
      <F.Text
        name="ip"
        label="IP address"
        autoComplete="off"
        description={known ? `${ADDRESS_HELP} ${poolRangesText(known)}` : ADDRESS_HELP}
        transform={(v) => v.trim()}
      />
    </SideModalForm>
  )
}
