import { useApiMutation, useApiQuery } from '~/api'
import type { FloatingIp } from '~/api/__generated__/Api'
import { refreshExternalIps } from '~/components/external-ips'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { addToast } from '~/components/toasts'
import { instanceList } from '~/pages/project/instances/queries'
import { floatingIpAttachReason } from './attach-rules'
import { attachToInstanceSchema } from './floating-ip-schema'

type Props = { project: string; floatingIp: FloatingIp; onClose: () => void }

type Values = { instance: string }
const F = formFields<Values>()

/** What the attachment will do, for the instance picked so far. */
function Outcome({ ip }: { ip: string }) {
  const { instance } = F.useValues()
  return (
    <p aria-live="polite">
      {instance ? (
        <>
          <span className="mono">{instance}</span> will be reachable at <span className="mono">{ip}</span>.
        </>
      ) : (
        <>
          The instance you choose will be reachable at <span className="mono">{ip}</span>.
        </>
      )}
    </p>
  )
}

/** Picks an instance of the project for an unattached floating IP; instances that cannot take one now say why. */
export function AttachToInstanceDialog({ project, floatingIp, onClose }: Props) {
  const { data: instances } = useApiQuery(instanceList(project).all())
  const attach = useApiMutation('floatingIpAttach', {
    onSuccess: (_, params) => {
      refreshExternalIps()
      addToast({ title: `Floating IP ${floatingIp.name} attached to ${params.body.parent}` })
      onClose()
    },
  })
  const items = (instances?.items ?? []).map((i) => {
    const reason = floatingIpAttachReason(i.runState)
    return { value: i.name, label: i.name, description: reason ?? i.runState, isDisabled: Boolean(reason) }
  })
  return (
    <ModalForm
      title="Attach floating IP"
      submitLabel="Attach"
      initialValues={{ instance: '' }}
      schema={attachToInstanceSchema}
      onSubmit={({ instance }) =>
        attach.mutateAsync({
          path: { floatingIp: floatingIp.name },
          query: { project },
          body: { kind: 'instance', parent: instance },
        })
      }
      // the one choice here is the instance, so whatever the API refuses is about it
      errorField={() => 'instance'}
      onClose={onClose}
    >
      <p>
        Attach floating IP <span className="mono">{floatingIp.name}</span> to an instance of this project.
      </p>
      <F.ComboBox
        name="instance"
        label="Instance"
        items={items}
        placeholder={instances ? 'Search instances' : 'Loading instances…'}
        emptyText={instances ? 'No instance matches' : 'Loading…'}
        isRequired
        autoFocus
      />
      <Outcome ip={floatingIp.ip} />
    </ModalForm>
  )
}
