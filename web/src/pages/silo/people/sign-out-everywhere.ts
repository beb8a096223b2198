import { invalidate, useApiMutation } from '~/api'
import type { User } from '~/api/__generated__/Api'
import { confirmItem } from '~/components/show-request/request-items'

/** What signing a user out everywhere does, in the confirmation's words. */
export function signOutEverywhereBody(user: User, isMe: boolean): string {
  return isMe
    ? 'Every console session and every access token of yours ends, this console included: you will be signed out here at once and must sign in again, in the console and on the command line.'
    : `Every console session and every access token of ${user.displayName} ends: they must sign in again, in the console and on the command line.`
}

/**
 * Sign out everywhere: ends every console session and access token of the user, after a confirmation that shows
 * its request. The lists read again afterwards and come back empty; for the signed-in user themselves that read
 * finds their session gone, and the app's handling of an ended session takes them to sign in.
 */
export function useSignOutEverywhere(user: User, isMe: boolean) {
  const logout = useApiMutation('userLogout', {
    onSuccess: () => Promise.all([invalidate('userTokenList'), invalidate('userSessionList')]),
  })
  return confirmItem({
    key: 'sign-out-everywhere',
    label: 'Sign out everywhere',
    danger: true,
    request: () => logout.prepare({ path: { userId: user.id } }),
    confirm: {
      title: 'Sign out everywhere',
      body: signOutEverywhereBody(user, isMe),
      actionLabel: 'Sign out everywhere',
      errorTitle: `Could not sign ${isMe ? 'you' : user.displayName} out`,
      successTitle: isMe ? 'You were signed out everywhere' : `${user.displayName} was signed out everywhere`,
    },
  })
}
