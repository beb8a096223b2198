import s from '~/pages/system/alerts/alerts.module.css'
import { CopyButton } from '~/ui/CopyButton'
import { Dialog } from '~/ui/Dialog'
import { PlainButton } from '~/ui/PlainButton'
import { TextField } from '~/ui/TextField'

/** The value of a secret just added, shown this once with a button to copy it. */
export function NewSecretDialog({
  secret,
  onClose,
}: {
  secret: { id: string; value: string }
  onClose: () => void
}) {
  return (
    <Dialog
      isOpen
      title="Secret added"
      width="free"
      onOpenChange={(open) => !open && onClose()}
      footer={<PlainButton onClick={onClose}>Done</PlainButton>}
    >
      <div className={s.group}>
        <p className={s.warning}>
          Copy the secret now and give it to the endpoint: it will not be shown again. Deliveries are signed
          with it from now on.
        </p>
        <div className={s.actions}>
          <TextField label="Secret value" value={secret.value} isReadOnly mono />
          <CopyButton value={secret.value} label="Copy secret value" />
        </div>
        <p className={s.note}>
          Secret ID <span className="mono">{secret.id}</span>
        </p>
      </div>
    </Dialog>
  )
}
