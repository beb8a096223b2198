import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { atLeast, fleetRoleOf, groupIdsOf, siloRoleOf } from '~mock/authz'
import { db } from '~mock/db'
import { requireUser, siloOf } from '~mock/session'
import { lookupById } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'

export const currentUserHandlers = {
  currentUserView(ctx) {
    const user = requireUser(ctx)
    const silo = siloOf(user)
    return {
      id: user.id,
      display_name: user.display_name,
      silo_id: silo.id,
      silo_name: silo.name,
      fleet_viewer: atLeast(fleetRoleOf(user), 'viewer'),
      silo_admin: siloRoleOf(user) === 'admin',
    }
  },

  currentUserGroups({ query, ...ctx }) {
    const memberOf = new Set(groupIdsOf(requireUser(ctx)))
    return paginated(
      query,
      db.groups.filter((g) => memberOf.has(g.id)),
    )
  },

  currentUserAccessTokenList({ query, ...ctx }) {
    const user = requireUser(ctx)
    const own = db.accessTokens
      .filter((t) => t.silo_user_id === user.id)
      .map(({ id, time_created, time_expires }) => ({ id, time_created, time_expires }))
    return paginated(query, own)
  },

  currentUserAccessTokenDelete({ path, ...ctx }) {
    const user = requireUser(ctx)
    const own = db.accessTokens.filter((t) => t.silo_user_id === user.id)
    const token = lookupById(own, 'device-access-token', path.tokenId)
    db.accessTokens = db.accessTokens.filter((t) => t.id !== token.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
