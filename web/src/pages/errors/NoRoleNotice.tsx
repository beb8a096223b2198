import { ApiCacheProvider, useApiQuery } from '~/api'
import { siloPolicy } from '~/components/access/queries'
import { currentUserGroups, currentUserView } from '~/components/current-user'
import { DOCS_LINKS } from '~/util/docs-links'
import s from './ErrorScreen.module.css'

const NO_ROLE_MESSAGE =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.'

/**
 * After a 403: a user with no groups and no silo role cannot do anything, which is almost always an identity
 * provider misconfiguration rather than a missing permission, so say so. It brings the API cache along, for the
 * error screen outside the signed-in shell.
 */
export default function NoRoleNotice() {
  return (
    <ApiCacheProvider>
      <Notice />
    </ApiCacheProvider>
  )
}

function Notice() {
  const me = useApiQuery(currentUserView)
  const groups = useApiQuery(currentUserGroups)
  // A user with no role may not be allowed to read the silo policy either; that counts as no role.
  const policy = useApiQuery(siloPolicy)
  if (!me.data || !groups.data || (policy.isLoading && !policy.error)) return null
  const myIds = new Set([me.data.id, ...groups.data.items.map((g) => g.id)])
  const hasRole = policy.data?.roleAssignments.some((a) => myIds.has(a.identityId)) ?? false
  if (groups.data.items.length > 0 || hasRole) return null
  return (
    <p role="note" className={s.notice}>
      {NO_ROLE_MESSAGE}{' '}
      <a href={DOCS_LINKS.identityProviders} target="_blank" rel="noreferrer">
        Read the identity provider documentation
      </a>
    </p>
  )
}
