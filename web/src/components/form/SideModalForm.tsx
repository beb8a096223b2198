import type { FormikValues } from 'formik'
import { type ReactNode, useState } from 'react'
import { Button } from '~/ui/Button'
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
                  <Button variant="secondary" onPress={() => guard() && onDismiss()}>
                    Cancel
                  </Button>
                  <Button type="submit" form={formId} loading={pending}>
                    {submitLabel}
                  </Button>
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
