import { useFormikContext } from 'formik'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react'

/**
 * Asks for the form to be validated once the changes made so far are rendered. Formik validates each
 * `setFieldValue` and `setFieldTouched` at once, against the values of the last render with that one change
 * applied, and the results land in the order they finish: a handler that changes two fields (adds a row and
 * empties its input) could leave the error of a state the form was never in, or of one it has already left.
 * Validating once, after the render that holds every change, leaves the errors of the values on screen.
 */
const ValidateLaterContext = createContext<(() => void) | null>(null)

/** Inside a form: validates it after the render of every change asked for by then, once. */
export function ValidateLater({ children }: { children: ReactNode }) {
  const { validateForm } = useFormikContext()
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    // validateForm reads the values of the latest render, which holds the changes that asked
    if (asked > 0) validateForm()
  }, [asked, validateForm])
  const ask = useCallback(() => setAsked((n) => n + 1), [])
  return <ValidateLaterContext value={ask}>{children}</ValidateLaterContext>
}

/** A function that validates the form after the next render; null outside a form that offers it. */
export const useValidateLater = () => useContext(ValidateLaterContext)
