import { useState } from 'react'
import { useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import { SideModalForm } from '~/components/form/SideModalForm'
import { yup } from '~/components/form/yup-locale'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { SecretField } from '~/pages/system/alerts/fields/SecretField'
import { secretProblem } from '~/pages/system/alerts/secret-rules'
import { pb } from '~/util/paths'
import { NewSecretDialog } from './NewSecretDialog'

export const handle: RouteHandle = { crumb: 'Add secret' }

const schema = yup.object({
  secret: yup.string().test('secret', '', function (value) {
    const problem = secretProblem(value ?? '')
    return problem ? this.createError({ message: problem }) : true
  }),
})

/**
 * Adds a secret, typed or generated. Once added its value is shown this one time, to copy: it lives only in this
 * form's memory, never in the URL or the history, and the API never returns it.
 */
export default function SecretAddForm() {
  const { receiver } = useRequiredParams('receiver')
  const navigate = useNavigate()
  const back = () => navigate(pb.alertReceiverSecrets({ receiver }))
  const [added, setAdded] = useState<{ id: string; value: string } | null>(null)
  const add = useApiMutation('webhookSecretsAdd', {
    onSuccess: (secret, { body }) => {
      invalidate('webhookSecretsList')
      invalidate('alertReceiverView')
      setAdded({ id: secret.id, value: body.secret })
    },
  })
  if (added) return <NewSecretDialog secret={added} onClose={back} />
  return (
    <SideModalForm
      title="Add secret"
      subtitle={<span className="mono">{receiver}</span>}
      submitLabel="Add secret"
      initialValues={{ secret: '' }}
      schema={schema}
      request={({ secret }) => add.prepare({ query: { receiver }, body: { secret } }, ['secret'])}
      onDismiss={back}
    >
      <SecretField
        autoFocus
        description="Type the secret the endpoint will check signatures with, or generate one. It is shown once more after it is added, then never again."
      />
    </SideModalForm>
  )
}
