import { getIn, useFormikContext } from 'formik'
import { type ReactNode, type Ref, useId } from 'react'
import { errorEntries, type FieldLabels, fieldElement } from './error-summary'
import { isErrorShown } from './fields/use-shown-error'
import s from './form.module.css'

type Props = {
  formId: string
  labels: FieldLabels
  /** The summary takes focus after a stopped submit, so the shell can reach it. */
  ref: Ref<HTMLDivElement>
  /** A server error for the whole form, shown first. */
  children?: ReactNode
}

/** Sorts by where each field is in the form, so the list reads in the order the user meets the fields. */
function inFormOrder(form: HTMLElement | null, entries: [string, string][]) {
  if (!form) return entries
  const at = new Map(entries.map(([path]) => [path, fieldElement(form, path)]))
  return [...entries].sort(([a], [b]) => {
    const ea = at.get(a)
    const eb = at.get(b)
    if (!ea || !eb) return ea ? -1 : eb ? 1 : 0
    return ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
  })
}

/**
 * At the top of a long form, after a submit that its fields stopped: how many fields need attention and a link to
 * each, which moves focus to the field (a form whose errors are below the fold would otherwise only show its
 * first one). It follows the errors as they are fixed and goes away with the last one.
 */
export function ErrorSummary({ formId, labels, ref, children }: Props) {
  const { errors, touched, submitCount } = useFormikContext()
  const titleId = useId()
  const form = typeof document === 'undefined' ? null : document.getElementById(formId)
  // what the fields themselves show, and nothing for a field waiting for the user again
  const shown = errorEntries(errors).filter(([path]) => isErrorShown(getIn(touched, path), submitCount))
  const entries = submitCount > 0 ? inFormOrder(form, shown) : []
  const go = (event: React.MouseEvent, path: string) => {
    event.preventDefault()
    const target = form && fieldElement(form, path)
    if (!target) return
    if (!target.matches('input, textarea, button, select, [tabindex]')) target.tabIndex = -1
    target.focus()
    target.scrollIntoView?.({ block: 'center' })
  }
  return (
    <div ref={ref} tabIndex={-1} className={s.summaryAnchor}>
      {children}
      {entries.length > 0 && (
        <section aria-labelledby={titleId} className={s.summary}>
          <p id={titleId} className={s.summaryTitle}>
            {entries.length === 1 ? '1 field needs attention' : `${entries.length} fields need attention`}
          </p>
          <ul className={s.summaryList}>
            {entries.map(([path, message]) => {
              const label = labels.get(path)
              return (
                <li key={path}>
                  <a href={`#${formId}`} onClick={(e) => go(e, path)}>
                    {label ? `${label}: ${message}` : message}
                  </a>
                </li>
              )
            })}
          </ul>
        </section>
      )}
    </div>
  )
}
