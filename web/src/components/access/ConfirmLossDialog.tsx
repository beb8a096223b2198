import { useState } from 'react'
import type { PreparedCall } from '~/api'
import { ShowRequest } from '~/components/show-request/ShowRequest'
import { addToast } from '~/components/toasts'
import { Checkbox } from '~/ui/Checkbox'
import { Dialog } from '~/ui/Dialog'
import { WarningIcon } from '~/ui/icons/action-icons'
import { PlainButton } from '~/ui/PlainButton'
import s from './access.module.css'
import type { RoleLoss } from './role-loss'

export type LossConfirmation = {
  title: string
  /** The question, naming the identity and the role, e.g. 'Remove the admin role of user Ada Lovelace on …?' */
  question: string
  loss: RoleLoss
  actionLabel: string
  /** The write the action sends, for "Show request". */
  request: PreparedCall
  /** Sends `request`, with what goes with it. */
  doAction: () => Promise<unknown>
  errorTitle: string
  successTitle: string
}

/**
 * The confirmation for removing the user's own admin or fleet role: it says what they will lose, and the action
 * stays unavailable until they tick that they understand. A failure becomes an error toast, as every
 * confirmation's does.
 */
export function ConfirmLossDialog({ request, onClose }: { request: LossConfirmation; onClose: () => void }) {
  const [understood, setUnderstood] = useState(false)
  const [pending, setPending] = useState(false)

  const confirm = async () => {
    setPending(true)
    try {
      await request.doAction()
      addToast({ title: request.successTitle })
    } catch (e) {
      addToast({
        variant: 'error',
        title: request.errorTitle,
        content: e instanceof Error ? e.message : String(e),
      })
    } finally {
      setPending(false)
      onClose()
    }
  }

  return (
    <Dialog
      isOpen
      role="alertdialog"
      width="medium"
      title={request.title}
      onOpenChange={(open) => !open && !pending && onClose()}
      footer={
        <>
          <PlainButton
            variant="secondary"
            onClick={onClose}
            {...(pending ? { disabledReason: 'Working…' } : {})}
          >
            Cancel
          </PlainButton>
          <PlainButton
            variant="danger"
            onClick={confirm}
            loading={pending}
            disabledReason={
              understood ? undefined : 'Tick the box to confirm that you understand what you will lose'
            }
          >
            {request.actionLabel}
          </PlainButton>
        </>
      }
    >
      <div className={s.loss}>
        <p>{request.question}</p>
        <p className={s.lossText}>
          <WarningIcon />
          <span>{request.loss.consequence}</span>
        </p>
        <Checkbox isSelected={understood} onChange={setUnderstood} autoFocus>
          {request.loss.acknowledgement}
        </Checkbox>
        <ShowRequest build={() => request.request} />
      </div>
    </Dialog>
  )
}
