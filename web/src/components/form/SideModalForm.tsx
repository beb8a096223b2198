import type { FormikValues } from 'formik'
import { type ReactNode, useState } from 'react'
import { PlainButton } from '~/ui/PlainButton'
import { SideModal } from '~/ui/SideModal'
import { DiscardChangesDialog } from './DiscardChangesDialog'
import { FormCore, type FormCoreProps } from './FormCore'
import s from './SideModalForm.module.css'

type Props<V extends FormikValues> = Omit<FormCoreProps<V>, 'label'> & {
  /** e.g. 'Create project'; also the form's accessible name. */
  title: string
  subtitle?: ReactNode
  /** Label of the submit button, e.g. 'Create project'. */
  submitLabel: string
  /** Where closing goes, usually back to the list. */
  onDismiss: () => void
}

/** A create/edit form in a 32rem side modal. Input is kept on any error; closing with unsaved changes asks first. */
export function SideModalForm<V extends FormikValues>({
  title,
  subtitle,
  submitLabel,
  onDismiss,
  ...core
}: Props<V>) {
  const [askDiscard, setAskDiscard] = useState(false)
  return (
    <FormCore
      {...core}
      label={title}
      shell={({ formId, form, pending, hasUnsavedInput }) => {
        const guard = () => {
          if (!hasUnsavedInput()) return true
          setAskDiscard(true)
          return false
        }
        return (
          <>
            <SideModal
              isOpen
              title={title}
              subtitle={subtitle}
              onOpenChange={(open) => !open && onDismiss()}
              onBeforeClose={guard}
              footer={
                <div className={s.footer}>
                  <PlainButton variant="secondary" onClick={() => guard() && onDismiss()}>
                    Cancel
                  </PlainButton>
                  <PlainButton type="submit" form={formId} loading={pending}>
                    {submitLabel}
                  </PlainButton>
                </div>
              }
            >
              {form}
            </SideModal>
            {askDiscard && (
              <DiscardChangesDialog
                consequence="Closing it will lose them."
                onKeep={() => setAskDiscard(false)}
                onDiscard={onDismiss}
              />
            )}
          </>
        )
      }}
    />
  )
}
