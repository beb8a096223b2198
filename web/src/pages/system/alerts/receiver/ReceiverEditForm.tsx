import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { endpointSchema } from '~/pages/system/alerts/create/receiver-form'
import { isPlainHttp } from '~/pages/system/alerts/endpoint-checks'
import { EndpointFields } from '~/pages/system/alerts/fields/EndpointFields'
import { alertReceiverView } from '~/pages/system/alerts/queries'
import { pb } from '~/util/paths'

export const handle: RouteHandle = { crumb: 'Edit' }

export async function loader({ params }: LoaderFunctionArgs) {
  await preload(alertReceiverView(requireParams(params, 'receiver').receiver))
  return null
}

type Values = { name: string; description: string; endpoint: string; allowHttp: boolean }
const F = formFields<Values>()

const schema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  endpoint: endpointSchema,
  allowHttp: yup.boolean(),
})

/** The receiver's name, description and endpoint; its subscriptions and secrets have tabs of their own. */
export default function ReceiverEditForm() {
  const { receiver } = useRequiredParams('receiver')
  const navigate = useNavigate()
  const { data } = usePrefetchedApiQuery(alertReceiverView(receiver))
  const update = useApiMutation('webhookReceiverUpdate', {
    onSuccess: (_, { body }) => {
      const name = body.name ?? data.name
      addToast({ title: `Webhook receiver ${name} updated` })
      invalidate('alertReceiverList')
      // renamed, the page behind follows the new name (its loader reads it afresh); otherwise it reads it again
      if (name === data.name) invalidate('alertReceiverView')
      navigate(pb.alertReceiver({ receiver: name }))
    },
  })
  const endpoint = data.kind.endpoint
  return (
    <SideModalForm
      title="Edit webhook receiver"
      subtitle={<span className="mono">{data.name}</span>}
      submitLabel="Save changes"
      // an http endpoint in use was confirmed when it was set
      initialValues={{
        name: data.name,
        description: data.description,
        endpoint,
        allowHttp: isPlainHttp(endpoint),
      }}
      schema={schema}
      request={({ name, description, endpoint }) =>
        update.prepare({ path: { receiver }, body: { name, description, endpoint: endpoint.trim() } })
      }
      onDismiss={() => navigate(pb.alertReceiver({ receiver }))}
    >
      <F.Name autoFocus />
      <F.Description />
      <EndpointFields />
    </SideModalForm>
  )
}
