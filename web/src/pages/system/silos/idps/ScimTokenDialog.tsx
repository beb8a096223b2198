import type { ScimClientBearerTokenValue } from '~/api/__generated__/Api'
import s from '~/pages/system/silos/silos.module.css'
import { CopyButton } from '~/ui/CopyButton'
import { Dialog } from '~/ui/Dialog'
import { PlainButton } from '~/ui/PlainButton'
import { TextField } from '~/ui/TextField'

/**
 * The secret of a new SCIM token, shown this once: the API never returns it again, so the dialog says so and
 * offers to copy it.
 */
export function ScimTokenDialog({
  token,
  onClose,
}: {
  token: ScimClientBearerTokenValue
  onClose: () => void
}) {
  return (
    <Dialog
      isOpen
      title="SCIM token created"
      width="free"
      onOpenChange={(open) => !open && onClose()}
      footer={<PlainButton onClick={onClose}>Done</PlainButton>}
    >
      <p className={s.warning}>
        Copy the token now and give it to your SCIM client: it will not be shown again. If it is lost, delete
        it and create another.
      </p>
      <div className={s.tokenRow}>
        <TextField label="Bearer token" value={token.bearerToken} isReadOnly mono className={s.tokenField} />
        <CopyButton value={token.bearerToken} label="Copy token" />
      </div>
      <p className={s.note}>
        Token ID <span className="mono">{token.id}</span>
      </p>
    </Dialog>
  )
}
