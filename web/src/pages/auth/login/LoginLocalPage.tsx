import { type FormEvent, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { clearApiCache } from '~/api/preload'
import { rememberSilo } from '~/api/session'
import { useApiMutation } from '~/api/use-api-mutation'
import { loginErrorMessage } from '~/components/login-error'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { PlainButton } from '~/ui/PlainButton'
import { PlainTextField } from '~/ui/PlainTextField'
import { safeRedirect } from '~/util/safe-redirect'
import { requiredMessage } from '~/util/validate'
import s from './LoginPage.module.css'

export const handle: RouteHandle = { crumb: 'Sign in' }

// The first screen many users see stays light: two fields need no form library, and no React Aria either.
export default function LoginLocalPage() {
  const { silo } = useRequiredParams('silo')
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const login = useApiMutation('loginLocal', {
    onSuccess: () => {
      clearApiCache()
      rememberSilo(silo)
      navigate(safeRedirect(search.get('redirect_uri')), { replace: true })
    },
  })
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)

  const usernameError = submitted && !username.trim() ? requiredMessage('Username') : undefined
  const passwordError = submitted && !password ? requiredMessage('Password') : undefined

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (!username.trim() || !password) return
    // a failure is shown below, and what was typed stays
    login.mutate({ path: { siloName: silo }, body: { username: username.trim(), password } })
  }

  return (
    <>
      <div>
        <h1 className={s.title}>Sign in</h1>
        <p className={s.subtitle}>
          to silo <span className="mono">{silo}</span>
        </p>
      </div>
      <form className={s.form} onSubmit={submit} noValidate>
        <PlainTextField
          label="Username"
          name="username"
          autoComplete="username"
          autoFocus
          isRequired
          value={username}
          onChange={setUsername}
          errorMessage={usernameError}
        />
        <PlainTextField
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
          <p role="alert" className={s.error}>
            {loginErrorMessage(login.error)}
          </p>
        )}
        <PlainButton type="submit" loading={login.isPending}>
          Sign in
        </PlainButton>
      </form>
    </>
  )
}
