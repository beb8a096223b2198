import type { FormikValues } from 'formik'
import { useBlocker } from 'react-router'
import { LinkButton } from '~/components/LinkButton'
import { PlainButton } from '~/ui/PlainButton'
import { DiscardChangesDialog } from './DiscardChangesDialog'
import { FormCore, type FormCoreProps } from './FormCore'
import s from './FullPageForm.module.css'
import f from './form.module.css'

type Props<V extends FormikValues> = Omit<FormCoreProps<V>, 'serverErrorByButtons' | 'className'> & {
  /** Label of the submit button, e.g. 'Create instance'. */
  submitLabel: string
  /** Where Cancel goes, usually back to the list (on the page, in the sort, the form was opened from). */
  cancelTo: string
}

/** Asks before leaving the page with unsaved input; a successful submit leaves without asking. */
function LeaveGuard({ hasUnsavedInput }: { hasUnsavedInput: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedInput() && currentLocation.pathname !== nextLocation.pathname,
  )
  if (blocker.state !== 'blocked') return null
  return (
    <DiscardChangesDialog
      consequence="Leaving the page will lose them."
      onKeep={() => blocker.reset()}
      onDiscard={() => blocker.proceed()}
    />
  )
}

/**
 * A long form on a page of its own: sections stacked, Cancel and submit in a bar that stays at the bottom of the
 * viewport. What stops a submit shows in that bar, wherever the user is in the form: a server error (also on its
 * field, which may be far above), or a note that fields need attention while focus goes to the first of them
 * (or to the error summary at the top, for a form that has one).
 */
export function FullPageForm<V extends FormikValues>({ submitLabel, cancelTo, children, ...core }: Props<V>) {
  return (
    <FormCore
      {...core}
      serverErrorByButtons
      className={s.form}
      shell={({ formId, form, pending, invalidAfterSubmit, serverError, hasUnsavedInput }) => (
        <>
          {form}
          <div className={s.footer}>
            {serverError}
            {invalidAfterSubmit && (
              <p role="alert" className={f.formError}>
                Some fields need attention; they are marked above.
              </p>
            )}
            <div className={s.buttons}>
              <LinkButton variant="secondary" to={cancelTo} overList>
                Cancel
              </LinkButton>
              <PlainButton type="submit" form={formId} loading={pending}>
                {submitLabel}
              </PlainButton>
            </div>
          </div>
          <LeaveGuard hasUnsavedInput={hasUnsavedInput} />
        </>
      )}
    >
      {children}
    </FormCore>
  )
}
