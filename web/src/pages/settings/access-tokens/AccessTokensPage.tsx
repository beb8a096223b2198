import type { DeviceAccessToken } from '~/api/__generated__/Api'
import { PageHeader } from '~/components/PageHeader'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { TokenExpiry } from '~/components/TokenExpiry'
import { EmptyState } from '~/ui/EmptyState'
import { TokenIcon } from '~/ui/icons/resource-icons'
import s from './AccessTokensPage.module.css'
import { accessTokenList } from './queries'
import { SignInCommand } from './SignInCommand'
import { useAccessTokenActions } from './token-actions'

export const handle: RouteHandle = { crumb: 'Access tokens' }

const columns: Column<DeviceAccessToken>[] = [
  { header: 'ID', cell: (t) => <span className="mono">{t.id}</span> },
  { header: 'Created', cell: (t) => <RelativeTime date={t.timeCreated} /> },
  { header: 'Expires', cell: (t) => <TokenExpiry date={t.timeExpires} /> },
]

/** The tokens that command-line tools signed in as this user hold, each revocable. */
export default function AccessTokensPage() {
  const rowActions = useAccessTokenActions()
  return (
    <>
      <PageHeader title="Access tokens" icon={<TokenIcon />} />
      <p className={s.intro}>
        Command-line tools such as the Oxide CLI act as you with an access token. One is made each time a tool
        signs in with device login, and it works until it expires or you revoke it.
      </p>
      <QueryTable
        query={accessTokenList()}
        label="Access tokens"
        columns={columns}
        rowKey={(t) => t.id}
        rowLabel={(t) => `access token ${t.id}`}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<TokenIcon />}
            title="No access tokens"
            headingLevel={2}
            body="A token is made when you sign in from the command line: run this command, then confirm the code it prints on the device login page it opens in your browser."
            action={<SignInCommand />}
          />
        }
      />
    </>
  )
}
