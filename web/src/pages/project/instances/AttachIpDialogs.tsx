import { useState } from 'react'
import { useApiMutation, useApiQuery } from '~/api/client'
import { DialogForm } from '~/components/form/ModalForm'
import { addToast } from '~/components/toasts'
import { ComboBox } from '~/ui/ComboBox'
import { refreshExternalIps } from './external-ips'

type Props = { project: string; instance: string; onClose: () => void }

/** Allocates an ephemeral address from a pool the silo can use; the default pool unless another is picked. */
export function AttachEphemeralIpDialog({ project, instance, onClose }: Props) {
  const { data: pools } = useApiQuery('projectIpPoolList', { query: { limit: 100 } })
  const [pool, setPool] = useState<string | null>(null)
  const attach = useApiMutation('instanceEphemeralIpAttach', {
    onSuccess: (ip) => {
      refreshExternalIps()
      addToast({ title: `Ephemeral IP ${ip.ip} attached` })
      onClose()
    },
  })
  const items = (pools?.items ?? []).map((p) => ({
    value: p.name,
    label: p.name,
    description: p.description,
    isDefault: p.isDefault,
  }))
  return (
    <DialogForm
      title="Attach ephemeral IP"
      submitLabel="Attach"
      pending={attach.isPending}
      error={attach.error?.message}
      onClose={onClose}
      onSubmit={() =>
        attach.mutate({ path: { instance }, query: { project }, body: { pool } }).catch(() => {})
      }
    >
      <ComboBox
        label="IP pool"
        autoFocus
        items={items}
        value={pool}
        onChange={setPool}
        placeholder="Default pool"
        emptyText="No pools match"
        description="Leave empty to use the silo's default pool."
      />
    </DialogForm>
  )
}

/** Attaches one of the project's unattached floating IPs. */
export function AttachFloatingIpDialog({ project, instance, onClose }: Props) {
  const { data } = useApiQuery('floatingIpList', { query: { project, limit: 200 } })
  const [fip, setFip] = useState<string | null>(null)
  const [missing, setMissing] = useState(false)
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
    <DialogForm
      title="Attach floating IP"
      submitLabel="Attach"
      pending={attach.isPending}
      error={attach.error?.message}
      onClose={onClose}
      onSubmit={() => {
        if (!fip) return setMissing(true)
        attach
          .mutate({
            path: { floatingIp: fip },
            query: { project },
            body: { kind: 'instance', parent: instance },
          })
          .catch(() => {})
      }}
    >
      <ComboBox
        label="Floating IP"
        autoFocus
        isRequired
        items={items}
        value={fip}
        onChange={setFip}
        placeholder={data ? 'Type to search floating IPs' : 'Loading floating IPs…'}
        emptyText={data ? 'No unattached floating IPs in this project' : 'Loading…'}
        errorMessage={missing && !fip ? 'Floating IP is required' : undefined}
      />
    </DialogForm>
  )
}
