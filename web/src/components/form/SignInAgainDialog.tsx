import { type FormEvent, useState } from 'react'
import { useApiMutation } from '~/api'
import { knownSilo, rememberSilo } from '~/api/session'
import { loginErrorMessage } from '~/components/login-error'
import { Button } from '~/ui/Button'
import { Dialog } from '~/ui/Dialog'
import { TextField } from '~/ui/TextField'
import { pb } from '~/util/paths'
import { requiredMessage } from '~/util/validate'
import s from './form.module.css'

type Props = {
  /** After a successful sign-in: the form is still there, as typed, ready to be sent again. */
  onSignedIn: () => void
  onClose: () => void
}

const FORM_ID = 'sign-in-again'

/**
 * Offered when the session ends while a form holds unsaved input: sign in again right here (local users), or in
 * a new tab (any user, SAML included), and the form stays on screen with everything typed into it.
 */
export function SignInAgainDialog({ onSignedIn, onClose }: Props) {
  const silo = knownSilo()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const login = useApiMutation('loginLocal', {
    onSuccess: () => {
      if (silo) rememberSilo(silo)
      onSignedIn()
    },
  })
  const usernameError = submitted && !username.trim() ? requiredMessage('Username') : undefined
  const passwordError = submitted && !password ? requiredMessage('Password') : undefined

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (!silo || !username.trim() || !password) return
    login.mutate({ path: { siloName: silo }, body: { username: username.trim(), password } })
  }

  // the session cookie is the browser's, so signing in in another tab lets this one send the form
  const newTab = silo ? pb.loginLocal({ silo }) : pb.login()
  return (
    <Dialog
      isOpen
      title="Sign in again"
      width="narrow"
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
          {silo && (
            <Button type="submit" form={FORM_ID} loading={login.isPending}>
              Sign in
            </Button>
          )}
        </>
      }
    >
      <div className={s.fields}>
        <p>
          Your session has ended. Sign in again to send the form: everything you typed stays as it is. Or{' '}
          <a href={newTab} target="_blank" rel="noopener">
            sign in in a new tab
          </a>
          , then come back and send the form again.
        </p>
        {silo && (
          <form id={FORM_ID} className={s.fields} onSubmit={submit} noValidate aria-label="Sign in again">
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              autoFocus
              isRequired
              value={username}
              onChange={setUsername}
              errorMessage={usernameError}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              isRequired
              value={password}
              onChange={setPassword}
              errorMessage={passwordError}
            />
            {login.error && (
              <p role="alert" className={s.formError}>
                {loginErrorMessage(login.error)}
              </p>
            )}
          </form>
        )}
      </div>
    </Dialog>
  )
}
