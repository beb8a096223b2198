import { useState } from 'react'
import type { Disk } from '~/api/__generated__/Api'
import { invalidate, useApiMutation, useApiQuery } from '~/api/client'
import { DialogForm } from '~/components/form/ModalForm'
import { addToast } from '~/components/toasts'
import { ComboBox } from '~/ui/ComboBox'
import { formatBytes } from '~/util/format'

type Props = {
  project: string
  instance: string
  isAttachable: (disk: Disk) => boolean
  onClose: () => void
}

/** Pick one of the project's detached disks and attach it to the instance. */
export function AttachExistingDiskDialog({ project, instance, isAttachable, onClose }: Props) {
  const { data, error: loadError } = useApiQuery('diskList', { query: { project, limit: 200 } })
  const [disk, setDisk] = useState<string | null>(null)
  const [showMissing, setShowMissing] = useState(false)
  const attach = useApiMutation('instanceDiskAttach', {
    onSuccess: (d) => {
      invalidate('instanceDiskList')
      invalidate('diskList')
      addToast({ title: `Disk ${d.name} attached` })
      onClose()
    },
  })

  const items = (data?.items ?? []).filter(isAttachable).map((d) => ({
    value: d.name,
    label: d.name,
    description: `${formatBytes(d.size)} · ${d.state.state}`,
  }))

  const submit = () => {
    if (!disk) return setShowMissing(true)
    attach.mutate({ path: { instance }, query: { project }, body: { disk } }).catch(() => {})
  }

  return (
    <DialogForm
      title="Attach disk"
      submitLabel="Attach disk"
      pending={attach.isPending}
      error={(attach.error ?? loadError)?.message}
      onSubmit={submit}
      onClose={onClose}
    >
      <ComboBox
        label="Disk"
        autoFocus
        isRequired
        items={items}
        value={disk}
        onChange={(v) => {
          setDisk(v)
          attach.reset()
        }}
        placeholder={data ? 'Type to search detached disks' : 'Loading disks…'}
        emptyText={data ? 'No detached disks in this project' : 'Loading disks…'}
        description="Only detached disks of this project can be attached."
        errorMessage={showMissing && !disk ? 'Disk is required' : undefined}
      />
    </DialogForm>
  )
}
