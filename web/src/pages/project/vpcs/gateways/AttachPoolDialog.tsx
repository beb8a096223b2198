import { invalidate, useApiMutation } from '~/api'
import type { SiloIpPool } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { poolItems } from '~/components/pool-items'
import { addToast } from '~/components/toasts'
import type { AttachPoolValues } from './gateway-forms'
import { attachPoolSchema } from './gateway-schema'

type Props = {
  selector: { project: string; vpc: string; gateway: string }
  pools: readonly SiloIpPool[]
  /** Pools the gateway has already, which cannot be attached twice. */
  attachedIds: ReadonlySet<string>
  onClose: () => void
}

const F = formFields<AttachPoolValues>()

/** Names the attachment after its pool, unless the user named it otherwise. */
function PoolField({ pools, attachedIds }: Pick<Props, 'pools' | 'attachedIds'>) {
  const { pool, name } = F.useValues()
  const setValue = F.useSetValue()
  const items = poolItems(pools.filter((p) => !attachedIds.has(p.id)))
  return (
    <F.ComboBox
      name="pool"
      label="IP pool"
      isRequired
      autoFocus
      items={items}
      placeholder={items.length > 0 ? 'Select a pool' : 'Every pool is attached already'}
      emptyText="No pools match"
      onChange={(chosen) => {
        if (!name || name === pool) setValue('name', chosen)
      }}
    />
  )
}

export function AttachPoolDialog({ selector, pools, attachedIds, onClose }: Props) {
  const attach = useApiMutation('internetGatewayIpPoolCreate', {
    onSuccess: (link) => {
      invalidate('internetGatewayIpPoolList')
      addToast({ title: `IP pool attached as ${link.name}` })
      onClose()
    },
  })
  return (
    <ModalForm
      title="Attach IP pool"
      submitLabel="Attach pool"
      initialValues={{ pool: '', name: '', description: '' }}
      schema={attachPoolSchema}
      request={({ pool, ...rest }) => attach.prepare({ query: selector, body: { ipPool: pool, ...rest } })}
      onClose={onClose}
    >
      <PoolField pools={pools} attachedIds={attachedIds} />
      <F.Name description="What the attachment is called on this gateway; the pool's name unless you change it." />
      <F.Description />
    </ModalForm>
  )
}
