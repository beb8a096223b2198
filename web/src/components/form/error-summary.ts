import { createContext, useContext, useEffect } from 'react'

/**
 * The labels of a form's fields by their value path, so a summary of the form's errors can say which field each
 * one is on. Fields register themselves; outside a form this does nothing.
 */
export type FieldLabels = Map<string, string>

export const FieldLabelsContext = createContext<FieldLabels | null>(null)

/** Registers the field's label under its name for as long as the field is on screen. */
export function useFieldLabel(name: string, label: string | undefined) {
  const labels = useContext(FieldLabelsContext)
  useEffect(() => {
    if (!labels || !label) return
    labels.set(name, label)
    return () => {
      if (labels.get(name) === label) labels.delete(name)
    }
  }, [labels, name, label])
}

/** Every `path: message` in a Formik errors object, nested objects and lists included, in no set order. */
export function errorEntries(errors: unknown, prefix = ''): [path: string, message: string][] {
  if (typeof errors === 'string') return prefix ? [[prefix, errors]] : []
  if (!errors || typeof errors !== 'object') return []
  return Object.entries(errors).flatMap(([key, value]) =>
    errorEntries(value, prefix ? `${prefix}.${key}` : key),
  )
}

const CONTROL = 'input:not([type="hidden"]), textarea'

const quoted = (name: string) => `"${name.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`

/**
 * The element to take the user to for the field `name` of `form`: its control (the chosen radio of a group), or
 * for a control whose named input is hidden (a picker submits a hidden key) the visible input beside it, or the
 * error of a field drawn as a list.
 */
export function fieldElement(form: HTMLElement, name: string): HTMLElement | null {
  const named = `[name=${quoted(name)}]`
  const visible =
    form.querySelector<HTMLElement>(`${named}:checked`) ??
    form.querySelector<HTMLElement>(`${named}:not([type="hidden"])`)
  if (visible) return visible
  // the hidden input comes after the control it stands for, beside it or beside one of its ancestors
  for (let at = form.querySelector(named); at && at !== form; at = at.parentElement) {
    for (let before = at.previousElementSibling; before; before = before.previousElementSibling) {
      const control = before.matches(CONTROL) ? before : before.querySelector(CONTROL)
      if (control instanceof HTMLElement) return control
    }
  }
  return form.querySelector<HTMLElement>(`[data-field-error=${quoted(name)}]`)
}
