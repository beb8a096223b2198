import { Form, Formik, type FormikHelpers, type FormikValues, useFormikContext } from 'formik'
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import type { AnyObjectSchema } from 'yup'
import { type ApiError, asApiError, type PreparedCalls, sendInTurn } from '~/api'
import { keepScreenOnSessionLoss } from '~/api/session'
import { ShowRequest } from '~/components/show-request/ShowRequest'
import { ErrorSummary } from './ErrorSummary'
import { type FieldLabels, FieldLabelsContext } from './error-summary'
import s from './form.module.css'
import { SignInAgainDialog } from './SignInAgainDialog'
import { serverErrorField } from './server-error-field'
import { ValidateLater } from './validate-later'

export type ServerErrorPlacement<V> = (error: ApiError, values: V) => string | null

export type FormCoreProps<V extends FormikValues> = {
  /** The form's accessible name, e.g. 'Create project'. */
  label: string
  initialValues: V
  /**
   * The form's rules (a yup schema from its `*-schema.ts` module), or a function that makes them from what the
   * page knows: `schema={() => rangeSchema(pool.ipVersion)}`.
   */
  schema?: AnyObjectSchema | (() => AnyObjectSchema)
  /**
   * The writes the form makes from its values, e.g. `(values) => create.prepare({ body: values })`: "Show request"
   * shows them as the user types, and a submit sends them in turn (unless `onSubmit` sends them itself, for a
   * form that has more to do, such as reading a file first). While they run the form is pending; a rejection is
   * shown on the field it concerns or for the whole form, and every value stays as typed.
   */
  request?: (values: V) => PreparedCalls
  /** Sends the form, for one that does more than send its `request`: e.g. reads the files it sends first. */
  onSubmit?: (values: V) => Promise<unknown>
  /** Which field a server error belongs to; by default the field its message names, or `name` for a taken name. */
  errorField?: ServerErrorPlacement<V>
  /**
   * Long forms show a server error by their buttons (the shell places `serverError`), even one that is also marked
   * on a field, which may be far above.
   */
  serverErrorByButtons?: boolean
  /** Words before a server error shown for the whole form, e.g. 'Could not create the instance'. */
  errorPrefix?: string
  /** Take new initial values when they change, for forms that edit what is on the page. */
  enableReinitialize?: boolean
  /**
   * For long forms whose errors can be below the fold: after a stopped submit, a summary at the top lists every
   * field that needs attention with a link to it, and takes focus; a server error for the whole form shows there
   * too, instead of after the fields.
   */
  errorSummary?: boolean
  className?: string
  children: ReactNode
}

/** What a shell needs to draw its buttons and guard against losing work. */
export type FormState = {
  /** The id to give a submit button outside the form (`form={id}`). */
  formId: string
  pending: boolean
  /** Whether the form holds input that a close or a navigation would lose, asked at that moment. */
  hasUnsavedInput: () => boolean
  /** The form element, fields and errors included, for the shell to place. */
  form: ReactNode
  /** A summary for the buttons' area when a submit was stopped by invalid fields. */
  invalidAfterSubmit: boolean
  /** A server error for the shell to show by its buttons, with `serverErrorByButtons` and no error summary. */
  serverError: ReactNode
}

const idFor = (label: string) => `form-${label.toLowerCase().replaceAll(/\W+/g, '-')}`

/** Puts a server error on the field it concerns; otherwise (or also, for long forms) shows it for the whole form. */
function ServerError<V>({ error, place, repeat, prefix }: ServerErrorProps<V>) {
  const { values, setFieldError, setFieldTouched } = useFormikContext<V>()
  // Where an error belongs is decided in the render that brings it, by the values of the failed submit (not
  // later keystrokes), so an error for a field never shows for a moment as the whole form's.
  const [placed, setPlaced] = useState<{ error: ApiError | null; field: string | null }>({
    error: null,
    field: null,
  })
  if (placed.error !== error) setPlaced({ error, field: error ? place(error, values) : null })
  useEffect(() => {
    if (!placed.error || !placed.field) return
    setFieldTouched(placed.field, true, false)
    setFieldError(placed.field, placed.error.message)
  }, [placed, setFieldError, setFieldTouched])
  if (!error || placed.error !== error || (placed.field && !repeat)) return null
  return (
    <p role="alert" className={s.formError}>
      {prefix ? `${prefix}: ${error.message}` : error.message}
    </p>
  )
}
type ServerErrorProps<V> = {
  error: ApiError | null
  place: ServerErrorPlacement<V>
  repeat: boolean
  prefix?: string
}

/** Moves focus to a form's error summary and brings it into view, when it has something to say. */
function focusSummary(summary: RefObject<HTMLElement | null>) {
  const element = summary.current
  if (!element?.hasChildNodes()) return
  element.focus()
  element.scrollIntoView?.({ block: 'nearest' })
}

/**
 * After a submit that validation stopped, takes the user to the first field that needs attention, or to the
 * summary of them all when the form has one.
 */
function FocusFirstError({
  formId,
  summary,
}: {
  formId: string
  summary: RefObject<HTMLElement | null> | null
}) {
  const { submitCount, isValid, isSubmitting } = useFormikContext()
  const handled = useRef(0)
  useEffect(() => {
    // once per submit, when its validation is done; never while the user is fixing fields
    if (isSubmitting || submitCount === handled.current) return
    handled.current = submitCount
    if (isValid) return
    // after the render that marks the fields invalid
    requestAnimationFrame(() => {
      if (summary) return focusSummary(summary)
      const field = document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`)
      if (!field) return
      // in the middle of the view, not at an edge where a bar pinned over the form (its buttons) could hide it
      field.focus({ preventScroll: true })
      field.scrollIntoView?.({ block: 'center' })
    })
  }, [submitCount, isValid, isSubmitting, formId, summary])
  return null
}

/** "Show request" for the form's values as they are now. */
function FormRequest<V>({ request }: { request: (values: V) => PreparedCalls }) {
  const { values } = useFormikContext<V>()
  return <ShowRequest build={() => request(values)} />
}

/** While the form holds unsaved input, a lost session keeps it on screen and calls `onSessionLost` instead. */
function KeepOnSessionLoss({ active, onSessionLost }: { active: boolean; onSessionLost: () => void }) {
  useEffect(() => {
    if (!active) return
    return keepScreenOnSessionLoss(onSessionLost)
  }, [active, onSessionLost])
  return null
}

/**
 * What every form shell shares, written once: Formik with the form's schema, the pending state of the submit,
 * server errors on the right field, focus on the first invalid field, and whether input would be lost. The
 * shell (side modal, full page, dialog) draws the chrome around `form` from the state it is given.
 */
export function FormCore<V extends FormikValues>(
  props: FormCoreProps<V> & { children: ReactNode; shell: (state: FormState) => ReactNode },
) {
  const { label, initialValues, schema, onSubmit, request, errorField, serverErrorByButtons = false } = props
  if (!onSubmit && !request)
    throw new Error(`The form ${label} sends nothing: give it a request or an onSubmit`)
  const [error, setError] = useState<ApiError | null>(null)
  const [labels] = useState<FieldLabels>(() => new Map())
  const summaryRef = useRef<HTMLDivElement>(null)
  const summary = props.errorSummary ? summaryRef : null
  // while a submit is on its way, leaving is what a successful one does: it must not ask about losing input
  const sending = useRef(false)
  const dirty = useRef(false)
  const formId = idFor(label)
  const fieldNames = Object.keys(initialValues)
  const place: ServerErrorPlacement<V> = errorField ?? ((e) => serverErrorField(e, fieldNames))
  const [signInAgain, setSignInAgain] = useState(false)
  const onSessionLost = useCallback(() => setSignInAgain(true), [])
  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    setError(null)
    sending.current = true
    try {
      await (onSubmit ? onSubmit(values) : request && sendInTurn(request(values)))
      // what was sent is saved now; a form that stays on screen starts clean from it
      helpers.resetForm({ values })
    } catch (e) {
      const failure = asApiError(e)
      // a lost session is not the input's fault: signing in again (or the login page) takes care of it
      if (failure.statusCode === 401) return
      setError(failure)
      // the message is at the top of a long form, far from the button that sent it
      if (summary) requestAnimationFrame(() => focusSummary(summary))
    } finally {
      sending.current = false
    }
  }

  return (
    <>
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
        enableReinitialize={props.enableReinitialize}
      >
        {(formik) => {
          dirty.current = formik.dirty
          const serverError = (
            <ServerError
              error={error}
              place={place}
              repeat={serverErrorByButtons}
              prefix={props.errorPrefix}
            />
          )
          // the summary at the top shows it when there is one; otherwise the shell's buttons or the form's end
          const byButtons = !summary && serverErrorByButtons
          return props.shell({
            formId,
            pending: formik.isSubmitting,
            hasUnsavedInput: () => dirty.current && !sending.current,
            invalidAfterSubmit: formik.submitCount > 0 && !formik.isValid,
            serverError: byButtons ? serverError : null,
            form: (
              <FieldLabelsContext value={labels}>
                <ValidateLater>
                  <Form id={formId} aria-label={label} className={props.className ?? s.fields} noValidate>
                    {summary && (
                      <ErrorSummary formId={formId} labels={labels} ref={summaryRef}>
                        {serverError}
                      </ErrorSummary>
                    )}
                    {props.children}
                    {request && <FormRequest request={request} />}
                    {!summary && !byButtons && serverError}
                    <FocusFirstError formId={formId} summary={summary} />
                    <KeepOnSessionLoss active={formik.dirty} onSessionLost={onSessionLost} />
                  </Form>
                </ValidateLater>
              </FieldLabelsContext>
            ),
          })
        }}
      </Formik>
      {signInAgain && (
        <SignInAgainDialog onSignedIn={() => setSignInAgain(false)} onClose={() => setSignInAgain(false)} />
      )}
    </>
  )
}
