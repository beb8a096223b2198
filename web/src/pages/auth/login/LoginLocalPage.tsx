import { useNavigate, useSearchParams } from 'react-router'
import { clearApiCache } from '~/api/preload'
import { LocalLoginFields, useLocalLogin } from '~/components/local-login'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { PlainButton } from '~/ui/PlainButton'
import { safeRedirect } from '~/util/safe-redirect'
import s from './LoginPage.module.css'

export const handle: RouteHandle = { crumb: 'Sign in' }

// The first screen many users see stays light: two fields need no form library, and no React Aria either.
export default function LoginLocalPage() {
  const { silo } = useRequiredParams('silo')
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const { submit, isPending, fields } = useLocalLogin(silo, () => {
    clearApiCache()
    navigate(safeRedirect(search.get('redirect_uri')), { replace: true })
  })

  return (
    <>
      <div>
        <h1 className={s.title}>Sign in</h1>
        <p className={s.subtitle}>
          to silo <span className="mono">{silo}</span>
        </p>
      </div>
      {/* a failure is shown under the fields, and what was typed stays */}
      <form className={s.form} onSubmit={submit} noValidate>
        <LocalLoginFields fields={fields} errorClassName={s.error} />
        <PlainButton type="submit" loading={isPending}>
          Sign in
        </PlainButton>
      </form>
    </>
  )
}
