import { useState } from 'react'
import type { Disk } from '~/api/__generated__/Api'
import { invalidate, useApiMutation, useApiQuery } from '~/api/client'
import { DialogForm } from '~/components/form/ModalForm'
import { instanceDisabledReason } from '~/components/instance-state'
import { allInstances } from '~/components/lists'
import { addToast } from '~/components/toasts'
import { ComboBox } from '~/ui/ComboBox'

type Props = { project: string; disk: Disk; onClose: () => void }

/** Picks an instance to attach a detached disk to; instances that cannot take a disk now say why. */
export function AttachToInstanceDialog({ project, disk, onClose }: Props) {
  const [instance, setInstance] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  const { data: instances } = useApiQuery('instanceList', allInstances(project))
  const attach = useApiMutation('instanceDiskAttach', {
    onSuccess: (_, params) => {
      invalidate('diskList')
      invalidate('instanceDiskList')
      addToast({ title: `Disk ${disk.name} attached to ${params.path.instance}` })
      onClose()
    },
  })
  const items = (instances?.items ?? []).map((i) => {
    const reason = instanceDisabledReason('attachDisk', i.runState, 'have a disk attached')
    return { value: i.name, label: i.name, description: reason ?? i.runState, isDisabled: Boolean(reason) }
  })
  const submit = () => {
    setTouched(true)
    if (!instance) return
    attach.mutate({ path: { instance }, query: { project }, body: { disk: disk.name } }).catch(() => {
      // shown on the instance field from attach.error
    })
  }
  return (
    <DialogForm
      title="Attach disk"
      submitLabel="Attach disk"
      pending={attach.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        Attach <span className="mono">{disk.name}</span> to an instance of this project. The instance must be
        stopped (or still being created).
      </p>
      <ComboBox
        label="Instance"
        items={items}
        value={instance}
        onChange={(v) => {
          setInstance(v)
          attach.reset()
        }}
        placeholder={instances ? 'Search instances' : 'Loading instances…'}
        emptyText="No instance matches"
        isRequired
        autoFocus
        errorMessage={touched && !instance ? 'Instance is required' : (attach.error?.message ?? undefined)}
      />
    </DialogForm>
  )
}
