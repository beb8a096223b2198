import { type FormEvent, useState } from 'react'
import { rememberSilo } from '~/api/session'
import { useApiMutation } from '~/api/use-api-mutation'
import { loginErrorMessage } from '~/components/login-error'
import { TextField } from '~/ui/TextField'
import { requiredMessage } from '~/util/required-message'

/**
 * Signing in to a silo with a username and password: what was typed, which field is missing (once the user has
 * tried to send), and the request. `silo` is null when the console does not know it: nothing is sent then.
 * On success the silo is remembered (for the next sign-in page) and `onSignedIn` runs. A failure keeps what was
 * typed. Native fields and no form library: the sign-in page shows before React Aria or Formik load.
 */
export function useLocalLogin(silo: string | null, onSignedIn: () => void) {
  const login = useApiMutation('loginLocal', {
    onSuccess: () => {
      if (silo) rememberSilo(silo)
      onSignedIn()
    },
  })
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (!silo || !username.trim() || !password) return
    login.mutate({ path: { siloName: silo }, body: { username: username.trim(), password } })
  }
  const fields = {
    username,
    setUsername,
    password,
    setPassword,
    usernameError: submitted && !username.trim() ? requiredMessage('Username') : undefined,
    passwordError: submitted && !password ? requiredMessage('Password') : undefined,
    error: login.error ? loginErrorMessage(login.error) : undefined,
  }
  return { submit, isPending: login.isPending, fields }
}

type FieldsProps = {
  fields: ReturnType<typeof useLocalLogin>['fields']
  /** The look of the refusal under the fields. */
  errorClassName: string
}

/** The username and password fields, and why the last try was refused. */
export function LocalLoginFields({ fields, errorClassName }: FieldsProps) {
  return (
    <>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        isRequired
        value={fields.username}
        onChange={fields.setUsername}
        errorMessage={fields.usernameError}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
        value={fields.password}
        onChange={fields.setPassword}
        errorMessage={fields.passwordError}
      />
      {fields.error && (
        <p role="alert" className={errorClassName}>
          {fields.error}
        </p>
      )}
    </>
  )
}
