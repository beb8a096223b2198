import { useApiQuery } from '~/api'
import type { User } from '~/api/__generated__/Api'
import { PlainButton } from '~/ui/PlainButton'
import { userSessions } from './queries'
import { useSignOutEverywhere } from './sign-out-everywhere'

/**
 * Sign out everywhere, for whoever may see what it ends: greyed out with the reason when the user's sessions
 * are refused to the signed-in user, as ending them is too.
 */
export function SignOutEverywhereButton({ user, isMe }: { user: User; isMe: boolean }) {
  const signOut = useSignOutEverywhere(user, isMe)
  const { error } = useApiQuery(userSessions(user.id))
  const reason =
    error?.statusCode === 403 ? 'Only a silo admin may sign another user out of their sessions' : undefined
  return (
    <PlainButton variant="danger" onClick={signOut} disabledReason={reason}>
      Sign out everywhere
    </PlainButton>
  )
}
