import type { FormikValues } from 'formik'
import { Dialog } from '~/ui/Dialog'
import { PlainButton } from '~/ui/PlainButton'
import { FormCore, type FormCoreProps } from './FormCore'
import s from './ModalForm.module.css'

type Props<V extends FormikValues> = Omit<FormCoreProps<V>, 'label'> & {
  /** e.g. 'Attach disk'; also the form's accessible name. */
  title: string
  /** Label of the submit button, e.g. 'Attach disk'. */
  submitLabel: string
  onClose: () => void
}

/**
 * A small form in a medium dialog, with Cancel and submit in the footer. A dialog holds a choice or two, so
 * closing it asks nothing.
 */
export function ModalForm<V extends FormikValues>({ title, submitLabel, onClose, ...core }: Props<V>) {
  return (
    <FormCore
      {...core}
      label={title}
      className={s.form}
      shell={({ formId, form, pending }) => (
        <Dialog
          isOpen
          title={title}
          width="medium"
          onOpenChange={(open) => !open && onClose()}
          footer={
            <>
              <PlainButton variant="secondary" onClick={onClose}>
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
      )}
    />
  )
}
