import { useNavigate } from 'react-router'
import { clearApiCache, useApiMutation } from '~/api/client'
import { knownSilo, loginPath } from '~/api/session'
import { addToast } from './toasts'

/** Ends the session, forgets every cached response and leaves for the login page. */
export function useSignOut() {
  const navigate = useNavigate()
  const logout = useApiMutation('logout')
  const signOut = async () => {
    try {
      await logout.mutate({})
    } catch (e) {
      addToast({ variant: 'error', title: 'Could not sign out', content: (e as Error).message })
      return
    }
    clearApiCache()
    const silo = knownSilo()
    if (silo) navigate(loginPath(silo), { replace: true })
    else window.location.assign('/login')
  }
  return { signOut, isPending: logout.isPending }
}
