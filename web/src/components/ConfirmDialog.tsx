import { useState } from 'react'
import { Button } from '~/ui/Button'
import { Dialog } from '~/ui/Dialog'
import { type ConfirmRequest, closeConfirm } from './confirm'
import { addToast } from './toasts'

const messageOf = (e: unknown) => (e instanceof Error ? e.message : 'Unknown server error')

/** Asks before a destructive action; a failure of the action becomes an error toast. */
export default function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  const [pending, setPending] = useState(false)

  const confirm = async () => {
    setPending(true)
    try {
      await request.doAction()
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
          <Button
            variant="secondary"
            onPress={closeConfirm}
            {...(pending ? { disabledReason: 'Working…' } : {})}
          >
            Cancel
          </Button>
          <Button variant="danger" onPress={confirm} loading={pending}>
            {request.actionLabel}
          </Button>
        </>
      }
    >
      <p>{request.body}</p>
    </Dialog>
  )
}
