import { Button } from '~/ui/Button'
import { Dialog } from '~/ui/Dialog'

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
          <Button variant="secondary" onPress={onKeep} autoFocus>
            Keep editing
          </Button>
          <Button variant="danger" onPress={onDiscard}>
            Discard
          </Button>
        </>
      }
    >
      <p>You have unsaved changes in this form. {consequence}</p>
    </Dialog>
  )
}
