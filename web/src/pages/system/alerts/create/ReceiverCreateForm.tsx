import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { EndpointFields } from '~/pages/system/alerts/fields/EndpointFields'
import { SecretField } from '~/pages/system/alerts/fields/SecretField'
import { invalidateReceiver } from '~/pages/system/alerts/queries'
import { pb } from '~/util/paths'
import { type ReceiverValues, receiverCreateBody, receiverDefaults, receiverSchema } from './receiver-form'
import { SubscriptionsSection } from './SubscriptionsSection'

export const handle: RouteHandle = { crumb: 'New webhook receiver' }

const F = formFields<ReceiverValues>()

/** Which field a refusal of the API concerns: its messages name the endpoint, the secrets or a subscription. */
function errorField(error: { message: string; statusCode?: number }): string | null {
  if (error.statusCode !== 400) return null
  if (/endpoint/i.test(error.message)) return 'endpoint'
  if (/secret/i.test(error.message)) return 'secret'
  if (/subscri/i.test(error.message)) return 'subscriptionDraft'
  if (/already exists/i.test(error.message)) return 'name'
  return null
}

/** A webhook receiver: where alerts go, the secret that signs them, and which alerts it wants. */
export default function ReceiverCreateForm() {
  const navigate = useNavigate()
  const backToList = useBackToList(pb.alerts())
  const create = useApiMutation('webhookReceiverCreate', {
    onSuccess: (receiver) => {
      invalidateReceiver()
      addToast({ title: `Webhook receiver ${receiver.name} created` })
      // to the new receiver, where a test event tells whether the endpoint answers
      navigate(pb.alertReceiver({ receiver: receiver.name }))
    },
  })
  return (
    <SideModalForm
      title="Create webhook receiver"
      submitLabel="Create receiver"
      initialValues={receiverDefaults}
      schema={receiverSchema}
      // the secrets are never shown
      request={(values) => create.prepare({ body: receiverCreateBody(values) }, ['secrets'])}
      onDismiss={() => backToList()}
      errorField={(error) => (error.errorCode === 'ObjectAlreadyExists' ? 'name' : errorField(error))}
    >
      <F.Name autoFocus />
      <F.Description />
      <EndpointFields />
      <SecretField description="The endpoint checks each delivery's signature with it. Copy it now: once the receiver is created it cannot be read back. More secrets can be added later." />
      <SubscriptionsSection />
    </SideModalForm>
  )
}
