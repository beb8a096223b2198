import { Form, Formik, type FormikProps, useFormikContext } from 'formik'
import { type ReactNode, useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'
import type { ApiError } from '~/api/errors'
import type { yup } from '~/components/form/yup-locale'
import { LinkButton } from '~/components/LinkButton'
import { Button } from '~/ui/Button'
import { Dialog } from '~/ui/Dialog'
import s from './create-form.module.css'
import { createErrorField } from './server-errors'
import type { CreateValues } from './values'

type Props = {
  initialValues: CreateValues
  validationSchema: yup.AnyObjectSchema
  onSubmit: (values: CreateValues) => Promise<unknown>
  /** Required: the pending state of the create request. */
  loading: boolean
  /** Required: its last error, or null. */
  submitError: ApiError | null
  cancelTo: string
  children: ReactNode
}

/** Puts a server error on the field it concerns and always repeats it by the submit button. */
function ServerError({ error }: { error: ApiError | null }) {
  const { values, setFieldError, setFieldTouched } = useFormikContext<CreateValues>()
  // the values at the time of the failed submit decide where the error belongs, not later keystrokes
  const valuesRef = useRef(values)
  valuesRef.current = values
  useEffect(() => {
    if (!error) return
    const field = createErrorField(error, valuesRef.current)
    if (field) {
      setFieldTouched(field, true, false)
      setFieldError(field, error.message)
    }
  }, [error, setFieldError, setFieldTouched])
  if (!error) return null
  return (
    <p role="alert" className={s.formError}>
      Could not create the instance: {error.message}
    </p>
  )
}

/** After a submit that validation stopped, takes the user to the first field that needs attention. */
function FocusFirstError() {
  const { submitCount, isValid, isSubmitting } = useFormikContext()
  const handled = useRef(0)
  useEffect(() => {
    // once per submit, when its validation is done; never while the user is fixing fields
    if (isSubmitting || submitCount === handled.current) return
    handled.current = submitCount
    if (isValid) return
    // after the render that marks the fields invalid
    requestAnimationFrame(() => {
      const field = document.querySelector<HTMLElement>(
        'form[aria-label="Create instance"] [aria-invalid="true"]',
      )
      field?.focus()
    })
  }, [submitCount, isValid, isSubmitting])
  return null
}

/** Asks before leaving the page with unsaved input; a successful create leaves without asking. */
function LeaveGuard({ submitted }: { submitted: React.RefObject<boolean> }) {
  const { dirty } = useFormikContext()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !submitted.current && currentLocation.pathname !== nextLocation.pathname,
  )
  if (blocker.state !== 'blocked') return null
  return (
    <Dialog
      isOpen
      width="narrow"
      title="Discard changes?"
      onOpenChange={(open) => !open && blocker.reset()}
      footer={
        <>
          <Button variant="secondary" onPress={() => blocker.reset()} autoFocus>
            Keep editing
          </Button>
          <Button variant="danger" onPress={() => blocker.proceed()}>
            Discard
          </Button>
        </>
      }
    >
      <p>You have unsaved changes in this form. Leaving the page will lose them.</p>
    </Dialog>
  )
}

/** The full-page create form: sections stacked, Cancel and Create at the bottom. Input is kept on any error. */
export function CreateFormShell(props: Props) {
  const submitted = useRef(false)
  const submit = async (values: CreateValues) => {
    try {
      submitted.current = true
      await props.onSubmit(values)
    } catch {
      submitted.current = false
    }
  }
  return (
    <Formik initialValues={props.initialValues} validationSchema={props.validationSchema} onSubmit={submit}>
      {(formik: FormikProps<CreateValues>) => (
        <Form className={s.form} noValidate aria-label="Create instance">
          {props.children}
          <div className={s.footer}>
            <ServerError error={props.submitError} />
            {formik.submitCount > 0 && !formik.isValid && (
              <p role="alert" className={s.formError}>
                Some fields need attention; they are marked above.
              </p>
            )}
            <div className={s.buttons}>
              <LinkButton variant="secondary" to={props.cancelTo}>
                Cancel
              </LinkButton>
              <Button type="submit" loading={props.loading}>
                Create instance
              </Button>
            </div>
          </div>
          <LeaveGuard submitted={submitted} />
          <FocusFirstError />
        </Form>
      )}
    </Formik>
  )
}
