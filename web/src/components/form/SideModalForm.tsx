import { Form, Formik, type FormikHelpers, type FormikValues, useFormikContext } from 'formik'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { ApiError } from '~/api/errors'
import { Button } from '~/ui/Button'
import { Dialog } from '~/ui/Dialog'
import { SideModal } from '~/ui/SideModal'
import s from './SideModalForm.module.css'
import { serverErrorField } from './server-error-field'
import type { yup } from './yup-locale'

type Props<V extends FormikValues> = {
  /** e.g. 'Create project' */
  title: string
  subtitle?: string
  initialValues: V
  validationSchema: yup.AnyObjectSchema
  /** Label of the submit button, e.g. 'Create project'. */
  submitLabel: string
  /** Runs the mutation; a rejection with an ApiError lands on the right field or above the buttons. */
  onSubmit: (values: V) => Promise<unknown>
  /** Required: the form shows the pending state of the very request it sent. */
  loading: boolean
  /** Required: the last server error of that request, or null. */
  submitError: ApiError | null | undefined
  /** Where closing goes, usually back to the list. */
  onDismiss: () => void
  children: ReactNode
}

/** Puts a server error on the field it concerns; otherwise it shows for the whole form. */
function ServerErrorSync({ error, fields }: { error: ApiError | null | undefined; fields: string[] }) {
  const { setFieldError, setFieldTouched } = useFormikContext()
  const field = error ? serverErrorField(error, fields) : null
  useEffect(() => {
    if (error && field) {
      setFieldTouched(field, true, false)
      setFieldError(field, error.message)
    }
  }, [error, field, setFieldError, setFieldTouched])
  if (!error || field) return null
  return (
    <p role="alert" className={s.formError}>
      {error.message}
    </p>
  )
}

/** Tracks whether the form holds unsaved work, for the close guard. */
function DirtyTracker({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { dirty, isSubmitting } = useFormikContext()
  useEffect(() => onChange(dirty && !isSubmitting), [dirty, isSubmitting, onChange])
  return null
}

/**
 * A create/edit form in a 32rem side modal. Input is kept on any error; closing with unsaved changes asks first.
 */
export function SideModalForm<V extends FormikValues>(props: Props<V>) {
  const { title, subtitle, initialValues, validationSchema, submitLabel, onSubmit, loading, submitError } =
    props
  const dirtyRef = useRef(false)
  const [askDiscard, setAskDiscard] = useState(false)
  const formId = `form-${title.toLowerCase().replaceAll(/\W+/g, '-')}`
  const fields = Object.keys(initialValues)

  const guard = () => {
    if (!dirtyRef.current) return true
    setAskDiscard(true)
    return false
  }
  const close = () => guard() && props.onDismiss()

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    try {
      await onSubmit(values)
      dirtyRef.current = false
    } catch {
      // the error arrives through `submitError`; the values stay as typed
    } finally {
      helpers.setSubmitting(false)
    }
  }

  return (
    <>
      <SideModal
        isOpen
        title={title}
        subtitle={subtitle}
        onOpenChange={(open) => !open && props.onDismiss()}
        onBeforeClose={guard}
        footer={
          <div className={s.footer}>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={loading}>
              {submitLabel}
            </Button>
          </div>
        }
      >
        <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
          <Form id={formId} className={s.form} noValidate>
            <DirtyTracker
              onChange={(d) => {
                dirtyRef.current = d
              }}
            />
            {props.children}
            <ServerErrorSync error={submitError} fields={fields} />
          </Form>
        </Formik>
      </SideModal>
      {askDiscard && (
        <Dialog
          isOpen
          width="narrow"
          title="Discard changes?"
          onOpenChange={(open) => !open && setAskDiscard(false)}
          footer={
            <>
              <Button variant="secondary" onPress={() => setAskDiscard(false)} autoFocus>
                Keep editing
              </Button>
              <Button variant="danger" onPress={() => props.onDismiss()}>
                Discard
              </Button>
            </>
          }
        >
          <p>You have unsaved changes in this form. Closing it will lose them.</p>
        </Dialog>
      )}
    </>
  )
}
