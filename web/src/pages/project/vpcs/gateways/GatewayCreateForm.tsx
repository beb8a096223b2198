import { useNavigate } from 'react-router'
import { asApiError, invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { nameDescriptionSchema } from '~/components/form/name-description-schema'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import { poolItems } from '~/components/pool-items'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { projectIpPoolList } from '~/pages/project/floating-ips/queries'
import { pb } from '~/util/paths'
import { type GatewayValues, gatewayDefaults, NO_POOL } from './gateway-forms'

export const handle: RouteHandle = { crumb: 'New internet gateway' }

const F = formFields<GatewayValues>()

export default function GatewayCreateForm() {
  const { project, vpc } = useRequiredParams('project', 'vpc')
  const navigate = useNavigate()
  const backToList = useBackToList(pb.vpcInternetGateways({ project, vpc }))
  const { data: pools } = usePrefetchedApiQuery(projectIpPoolList().all())
  const create = useApiMutation('internetGatewayCreate')
  const attach = useApiMutation('internetGatewayIpPoolCreate')

  // a gateway goes by the name it is given, so the pool's attachment can name it before it exists
  const calls = ({ pool, ...body }: GatewayValues) => ({
    createGateway: create.prepare({ query: { project, vpc }, body }),
    attachPool:
      pool === NO_POOL
        ? null
        : attach.prepare({
            query: { project, vpc, gateway: body.name },
            body: { ipPool: pool, name: pool, description: '' },
          }),
  })
  const request = (values: GatewayValues) => {
    const { createGateway, attachPool } = calls(values)
    return attachPool ? [createGateway, attachPool] : createGateway
  }

  const submit = async (values: GatewayValues) => {
    const { pool } = values
    const sending = calls(values)
    // a refused gateway stays on the form; once it exists, the pool is attached to it
    const gateway = await sending.createGateway.send()
    invalidate('internetGatewayList')
    addToast({ title: `Internet gateway ${gateway.name} created` })
    if (sending.attachPool) {
      try {
        await sending.attachPool.send()
        invalidate('internetGatewayIpPoolList')
      } catch (e) {
        addToast({
          title: `Could not attach IP pool ${pool}`,
          content: asApiError(e).message,
          variant: 'error',
        })
      }
    }
    // the gateway's panel shows what it now holds, and where to attach more
    navigate(pb.vpcInternetGateway({ project, vpc, gateway: gateway.name }))
  }

  return (
    <SideModalForm
      title="Create internet gateway"
      submitLabel="Create gateway"
      initialValues={gatewayDefaults(pools.items)}
      schema={nameDescriptionSchema}
      request={request}
      onSubmit={submit}
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
      <F.ComboBox
        name="pool"
        label="IP pool"
        items={[
          { value: NO_POOL, label: 'None', description: 'Attach pools or addresses later' },
          ...poolItems(pools.items),
        ]}
        emptyText="No pools match"
        description="Outbound traffic through the gateway takes its source address from this pool. More pools and single addresses can be attached on the gateway's panel."
      />
    </SideModalForm>
  )
}
