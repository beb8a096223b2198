import { type ReactNode, useId } from 'react'
import { Button } from '~/ui/Button'
import { Dialog } from '~/ui/Dialog'
import s from './ModalForm.module.css'

type Props = {
  title: string
  /** Label of the submit button, e.g. 'Attach disk'. */
  submitLabel: string
  /** Required: shows the submit button's spinner while the request is in flight. */
  pending: boolean
  /** A failure to show below the fields; a form that shows it on a field leaves this out. */
  error?: string
  /** Runs on the submit button and on Enter in a field; the form does its own checks. */
  onSubmit: () => void
  onClose: () => void
  children: ReactNode
}

/** A small form in a medium dialog, with Cancel and submit buttons in the footer. */
export function DialogForm({ title, submitLabel, pending, error, onSubmit, onClose, children }: Props) {
  const formId = useId()
  return (
    <Dialog
      isOpen
      title={title}
      width="medium"
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={s.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      >
        {children}
        {error && (
          <p role="alert" className={s.error}>
            {error}
          </p>
        )}
      </form>
    </Dialog>
  )
}
