import type { User } from '~/api/__generated__/Api'
import { useSiloReason } from '~/components/permissions/use-role-reason'
import { PlainButton } from '~/ui/PlainButton'
import { useSignOutEverywhere } from './sign-out-everywhere'

/** Sign out everywhere: ending a user's sessions and tokens takes an admin of the silo, even for their own. */
export function SignOutEverywhereButton({ user, isMe }: { user: User; isMe: boolean }) {
  const signOut = useSignOutEverywhere(user, isMe)
  const reason = useSiloReason('admin')
  return (
    <PlainButton variant="danger" onClick={signOut.onAction} disabledReason={reason}>
      Sign out everywhere
    </PlainButton>
  )
}
