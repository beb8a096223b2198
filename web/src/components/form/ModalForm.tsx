import type { FormikValues } from 'formik'
import { useState } from 'react'
import { Dialog } from '~/ui/Dialog'
import { PlainButton } from '~/ui/PlainButton'
import { DiscardChangesDialog } from './DiscardChangesDialog'
import { FormCore, type FormCoreProps } from './FormCore'
import s from './ModalForm.module.css'

type Props<V extends FormikValues> = Omit<FormCoreProps<V>, 'label'> & {
  /** e.g. 'Attach disk'; also the form's accessible name. */
  title: string
  /** Label of the submit button, e.g. 'Attach disk'. */
  submitLabel: string
  onClose: () => void
  /**
   * Whether closing with unsaved input asks first, as a side modal form does: for a dialog that creates
   * something from typed text (a pasted key, a name), which would be tedious to type again.
   */
  confirmDiscard?: boolean
}

/**
 * A small form in a medium dialog, with Cancel and submit in the footer. A dialog that holds a choice or two
 * closes without asking; one with `confirmDiscard` asks before typed input is lost.
 */
export function ModalForm<V extends FormikValues>({
  title,
  submitLabel,
  onClose,
  confirmDiscard = false,
  ...core
}: Props<V>) {
  const [askDiscard, setAskDiscard] = useState(false)
  return (
    <FormCore
      {...core}
      label={title}
      className={s.form}
      shell={({ formId, form, pending, hasUnsavedInput }) => {
        const close = () => {
          if (confirmDiscard && hasUnsavedInput()) setAskDiscard(true)
          else onClose()
        }
        return (
          <>
            <Dialog
              isOpen
              title={title}
              width="medium"
              onOpenChange={(open) => !open && close()}
              footer={
                <>
                  <PlainButton variant="secondary" onClick={close}>
                    Cancel
                  </PlainButton>
                  <PlainButton type="submit" form={formId} loading={pending}>
                    {submitLabel}
                  </PlainButton>
                </>
              }
            >
              {form}
            </Dialog>
            {askDiscard && (
              <DiscardChangesDialog
                consequence="Closing it will lose them."
                onKeep={() => setAskDiscard(false)}
                onDiscard={onClose}
              />
            )}
          </>
        )
      }}
    />
  )
}
