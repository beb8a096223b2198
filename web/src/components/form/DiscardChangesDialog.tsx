import { Dialog } from '~/ui/Dialog'
import { PlainButton } from '~/ui/PlainButton'

type Props = {
  /** What leaving does, e.g. 'Closing it will lose them.' */
  consequence: string
  onKeep: () => void
  onDiscard: () => void
}

/** Asked before input is lost by closing a form or leaving its page. */
export function DiscardChangesDialog({ consequence, onKeep, onDiscard }: Props) {
  return (
    <Dialog
      isOpen
      width="narrow"
      title="Discard changes?"
      onOpenChange={(open) => !open && onKeep()}
      footer={
        <>
          <PlainButton variant="secondary" onClick={onKeep} autoFocus>
            Keep editing
          </PlainButton>
          <PlainButton variant="danger" onClick={onDiscard}>
            Discard
          </PlainButton>
        </>
      }
    >
      <p>You have unsaved changes in this form. {consequence}</p>
    </Dialog>
  )
}
