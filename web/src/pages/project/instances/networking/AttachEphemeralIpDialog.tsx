import { useApiMutation, useApiQuery } from '~/api'
import { refreshExternalIps } from '~/components/external-ips'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { poolItems } from '~/components/pool-items'
import { addToast } from '~/components/toasts'
import { projectIpPoolList } from '~/pages/project/floating-ips/queries'

type Props = { project: string; instance: string; onClose: () => void }

type Values = { pool: string }
const F = formFields<Values>()

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
      request={({ pool }) =>
        attach.prepare({ path: { instance }, query: { project }, body: { pool: pool || null } })
      }
      onClose={onClose}
    >
      <F.ComboBox
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
