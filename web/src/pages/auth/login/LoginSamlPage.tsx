import { useNavigate, useSearchParams } from 'react-router'
import { clearApiCache } from '~/api/preload'
import { rememberSilo } from '~/api/session'
import { useApiMutation } from '~/api/use-api-mutation'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { PlainButton } from '~/ui/PlainButton'
import { isPreview } from '~/util/console-mode'
import { safeRedirect } from '~/util/safe-redirect'
import s from './LoginPage.module.css'

export const handle: RouteHandle = { crumb: 'Sign in' }

export default function LoginSamlPage() {
  const { silo, provider } = useRequiredParams('silo', 'provider')
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const redirectUri = safeRedirect(search.get('redirect_uri'))
  const login = useApiMutation('loginSaml', {
    onSuccess: () => {
      clearApiCache()
      navigate(redirectUri, { replace: true })
    },
  })

  const signIn = () => {
    rememberSilo(silo)
    if (!isPreview()) {
      // The API host sends the browser on to the identity provider, which posts the assertion back to it.
      const redirect = `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}/redirect`
      window.location.assign(`${redirect}?redirect_uri=${encodeURIComponent(redirectUri)}`)
      return
    }
    // The preview has no identity provider: the mock accepts the assertion post directly.
    login.mutate({ path: { siloName: silo, providerName: provider } })
  }

  return (
    <>
      <div>
        <h1 className={s.title}>Sign in</h1>
        <p className={s.subtitle}>
          to silo <span className="mono">{silo}</span>
        </p>
      </div>
      {login.error && (
        <p role="alert" className={s.error}>
          Could not sign in: {login.error.message}
        </p>
      )}
      <PlainButton onClick={signIn} loading={login.isPending}>
        Sign in with {provider}
      </PlainButton>
    </>
  )
}
