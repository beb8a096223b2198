import { invalidate, useApiMutation } from '~/api'
import type { DeviceAccessToken } from '~/api/__generated__/Api'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { formatDate } from '~/util/format'

/**
 * Revoking is immediate and cannot be undone, and a token has no name, so the confirmation names it by id and
 * date and says what stops working. The console signs in with a session, not a token, so it is not affected.
 */
export function useAccessTokenActions() {
  const revoke = useApiMutation('currentUserAccessTokenDelete', {
    onSuccess: () => invalidate('currentUserAccessTokenList'),
  })
  return (token: DeviceAccessToken): RequestItem[] => [
    confirmItem({
      key: 'revoke',
      label: 'Revoke',
      danger: true,
      request: () => revoke.prepare({ path: { tokenId: token.id } }),
      confirm: {
        title: 'Revoke access token',
        body: `Revoke access token ${token.id}, created ${formatDate(token.timeCreated)}? Any command-line tool or script signed in with it stops working at once and has to sign in again. Your session in this console is not affected.`,
        actionLabel: 'Revoke',
        errorTitle: 'Could not revoke access token',
        successTitle: 'Access token revoked',
      },
    }),
  ]
}
