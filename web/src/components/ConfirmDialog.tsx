import { useState } from 'react'
import { sendInTurn } from '~/api'
import { Dialog } from '~/ui/Dialog'
import { PlainButton } from '~/ui/PlainButton'
import { type ConfirmRequest, closeConfirm } from './confirm'
import { ShowRequest } from './show-request/ShowRequest'
import { addToast } from './toasts'

const messageOf = (e: unknown) => (e instanceof Error ? e.message : 'Unknown server error')

/** Asks before an action (most often a destructive one); a failure of the action becomes an error toast. */
export default function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  const [pending, setPending] = useState(false)

  const confirm = async () => {
    setPending(true)
    try {
      await (request.doAction ? request.doAction() : request.request && sendInTurn(request.request))
      if (request.successTitle) addToast({ title: request.successTitle })
    } catch (e) {
      addToast({ variant: 'error', title: request.errorTitle, content: messageOf(e) })
    } finally {
      setPending(false)
      closeConfirm()
    }
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && !pending && closeConfirm()}
      title={request.title}
      width="narrow"
      footer={
        <>
          <PlainButton
            variant="secondary"
            onClick={closeConfirm}
            {...(pending ? { disabledReason: 'Working…' } : {})}
          >
            Cancel
          </PlainButton>
          <PlainButton variant={request.variant ?? 'danger'} onClick={confirm} loading={pending}>
            {request.actionLabel}
          </PlainButton>
        </>
      }
    >
      <p>{request.body}</p>
      {request.request && <ShowRequest build={() => request.request ?? []} />}
    </Dialog>
  )
}
