import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api'
import { SideModalForm } from '~/components/form/SideModalForm'
import { yup } from '~/components/form/yup-locale'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { SubscriptionField } from '~/pages/system/alerts/fields/SubscriptionField'
import { invalidateReceiver } from '~/pages/system/alerts/queries'
import { useAlertReceiver } from '~/pages/system/alerts/receiver/use-alert-receiver'
import { subscriptionProblem } from '~/pages/system/alerts/subscription-rules'
import { pb } from '~/util/paths'

export const handle: RouteHandle = { crumb: 'Add subscription' }

/** Subscribes the receiver to one more alert class or pattern. */
export default function SubscriptionAddForm() {
  const receiver = useAlertReceiver()
  const navigate = useNavigate()
  const back = () => navigate(pb.alertReceiverSubscriptions({ receiver: receiver.name }))
  const add = useApiMutation('alertReceiverSubscriptionAdd', {
    onSuccess: ({ subscription }) => {
      invalidateReceiver()
      addToast({ title: `Subscribed to ${subscription}` })
      back()
    },
  })
  const schema = yup.object({
    subscription: yup.string().test('subscription', '', function (value) {
      const problem = subscriptionProblem((value ?? '').trim(), receiver.subscriptions)
      return problem ? this.createError({ message: problem }) : true
    }),
  })
  return (
    <SideModalForm
      title="Add subscription"
      subtitle={<span className="mono">{receiver.name}</span>}
      submitLabel="Add subscription"
      initialValues={{ subscription: '' }}
      schema={schema}
      request={({ subscription }) =>
        add.prepare({ path: { receiver: receiver.name }, body: { subscription: subscription.trim() } })
      }
      // whatever the API says is wrong, it is about the one field
      errorField={(error) => (error.statusCode === 400 ? 'subscription' : null)}
      onDismiss={back}
    >
      <SubscriptionField name="subscription" autoFocus />
    </SideModalForm>
  )
}
