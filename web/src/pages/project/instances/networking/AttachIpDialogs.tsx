import { useApiMutation, useApiQuery } from '~/api'
import { refreshExternalIps } from '~/components/external-ips'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { poolItems } from '~/components/pool-items'
import { addToast } from '~/components/toasts'
import { floatingIpList, projectIpPoolList } from '~/pages/project/floating-ips/queries'
import { floatingSchema } from './floating-ip-attach-schema'

type Props = { project: string; instance: string; onClose: () => void }

type PoolValues = { pool: string }
const P = formFields<PoolValues>()

/** Allocates an ephemeral address from a pool the silo can use; the default pool unless another is picked. */
export function AttachEphemeralIpDialog({ project, instance, onClose }: Props) {
  const { data: pools } = useApiQuery(projectIpPoolList().all())
  const attach = useApiMutation('instanceEphemeralIpAttach', {
    onSuccess: (ip) => {
      refreshExternalIps()
      addToast({ title: `Ephemeral IP ${ip.ip} attached` })
      onClose()
    },
  })
  return (
    <ModalForm
      title="Attach ephemeral IP"
      submitLabel="Attach"
      initialValues={{ pool: '' }}
      onSubmit={({ pool }) =>
        attach.mutateAsync({ path: { instance }, query: { project }, body: { pool: pool || null } })
      }
      onClose={onClose}
    >
      <P.ComboBox
        name="pool"
        label="IP pool"
        autoFocus
        items={poolItems(pools?.items ?? [])}
        placeholder="Default pool"
        emptyText="No pools match"
        description="Leave empty to use the silo's default pool."
      />
    </ModalForm>
  )
}

type FloatingValues = { floatingIp: string }
const F = formFields<FloatingValues>()

/** Attaches one of the project's unattached floating IPs. */
export function AttachFloatingIpDialog({ project, instance, onClose }: Props) {
  const { data } = useApiQuery(floatingIpList(project).all())
  const attach = useApiMutation('floatingIpAttach', {
    onSuccess: (ip) => {
      refreshExternalIps()
      addToast({ title: `Floating IP ${ip.name} attached` })
      onClose()
    },
  })
  const items = (data?.items ?? [])
    .filter((f) => !f.instanceId)
    .map((f) => ({ value: f.name, label: f.name, description: f.ip }))
  return (
    <ModalForm
      title="Attach floating IP"
      submitLabel="Attach"
      initialValues={{ floatingIp: '' }}
      schema={floatingSchema}
      onSubmit={({ floatingIp }) =>
        attach.mutateAsync({
          path: { floatingIp },
          query: { project },
          body: { kind: 'instance', parent: instance },
        })
      }
      onClose={onClose}
    >
      <F.ComboBox
        name="floatingIp"
        label="Floating IP"
        autoFocus
        isRequired
        items={items}
        placeholder={data ? 'Type to search floating IPs' : 'Loading floating IPs…'}
        emptyText={data ? 'No unattached floating IPs in this project' : 'Loading…'}
      />
    </ModalForm>
  )
}
