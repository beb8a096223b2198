import { useNavigate } from 'react-router'
import { clearApiCache } from '~/api/preload'
import { knownSilo } from '~/api/session'
import { useApiMutation } from '~/api/use-api-mutation'
import { pb } from '~/util/paths'
import { errorToast } from './toasts'

/** Ends the session, forgets every cached response and leaves for the login page. */
export function useSignOut() {
  const navigate = useNavigate()
  const logout = useApiMutation('logout', {
    onSuccess: () => {
      clearApiCache()
      const silo = knownSilo()
      if (silo) navigate(pb.loginLocal({ silo }), { replace: true })
      else window.location.assign(pb.login())
    },
    onError: errorToast('Could not sign out'),
  })
  return { signOut: () => logout.mutate({}), isPending: logout.isPending }
}
