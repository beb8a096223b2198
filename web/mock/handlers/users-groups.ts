import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { atLeast, fleetRoleOf, fleetUser, requireSiloAdminOf } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest, notFound } from '~mock/errors'
import { builtinUsers } from '~mock/fixtures/platform/users'
import type { MockUser } from '~mock/fixtures/users'
import { type RequestContext, requireUser, signOut } from '~mock/session'
import { lookupById, lookupByNameOrId } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { lookupSilo } from '~mock/toolkit/silos-and-projects'

const lookupUser = (id: string) => lookupById(db.users, 'silo-user', id)
const lookupGroup = (id: string) => lookupById(db.groups, 'silo-group', id)

/** The API view of a user: the username stays inside the mock. */
function userView({ id, display_name, silo_id }: MockUser): Json<Api.User> {
  return { id, display_name, silo_id }
}

/** Users and groups of other silos are invisible, as in Nexus. */
function inSilo<T extends { silo_id: string }>(row: T, siloId: string, type: string, id: string): T {
  if (row.silo_id !== siloId) throw notFound(type, 'id', id)
  return row
}

/**
 * A user whose tokens and sessions the caller may manage: themselves, or anyone
 * in a silo they administer. Users of other silos are invisible to non-operators.
 */
function managedUser(ctx: RequestContext, userId: string): MockUser {
  const me = requireUser(ctx)
  const user = lookupUser(userId)
  if (user.id === me.id) return user
  if (user.silo_id !== me.silo_id && !atLeast(fleetRoleOf(me), 'viewer'))
    throw notFound('silo-user', 'id', userId)
  requireSiloAdminOf(me, user.silo_id)
  return user
}

export const userGroupHandlers = {
  userList({ query, ...ctx }) {
    const me = requireUser(ctx)
    let members = db.users.filter((u) => u.silo_id === me.silo_id)
    if (query.group) {
      const group = inSilo(lookupGroup(query.group), me.silo_id, 'silo-group', query.group)
      const ids = new Set(db.groupMemberships.filter((m) => m.group_id === group.id).map((m) => m.user_id))
      members = members.filter((u) => ids.has(u.id))
    }
    return paginated(query, members.map(userView))
  },

  userView({ path, ...ctx }) {
    const me = requireUser(ctx)
    return userView(inSilo(lookupUser(path.userId), me.silo_id, 'silo-user', path.userId))
  },

  groupList({ query, ...ctx }) {
    const me = requireUser(ctx)
    return paginated(
      query,
      db.groups.filter((g) => g.silo_id === me.silo_id),
    )
  },

  groupView({ path, ...ctx }) {
    const me = requireUser(ctx)
    return inSilo(lookupGroup(path.groupId), me.silo_id, 'silo-group', path.groupId)
  },

  siloUserList({ query, ...ctx }) {
    fleetUser(ctx)
    if (!query.silo) throw badRequest('silo is required')
    const silo = lookupSilo({ silo: query.silo })
    return paginated(query, db.users.filter((u) => u.silo_id === silo.id).map(userView))
  },

  siloUserView({ path, query, ...ctx }) {
    fleetUser(ctx)
    const silo = lookupSilo(query)
    return userView(inSilo(lookupUser(path.userId), silo.id, 'silo-user', path.userId))
  },

  userBuiltinList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, builtinUsers)
  },

  userBuiltinView({ path, ...ctx }) {
    fleetUser(ctx)
    return lookupByNameOrId(builtinUsers, 'user-builtin', path.user)
  },

  userTokenList({ path, query, ...ctx }) {
    const user = managedUser(ctx, path.userId)
    const tokens = db.accessTokens
      .filter((t) => t.silo_user_id === user.id)
      .map(({ id, time_created, time_expires }) => ({ id, time_created, time_expires }))
    return paginated(query, tokens)
  },

  userSessionList({ path, query, ...ctx }) {
    const user = managedUser(ctx, path.userId)
    const sessions = db.consoleSessions
      .filter((s) => s.silo_user_id === user.id)
      .map(({ id, time_created, time_last_used }) => ({ id, time_created, time_last_used }))
    return paginated(query, sessions)
  },

  /** Deletes every token and session of the user; only silo admins may, even for themselves. */
  userLogout({ path, ...ctx }) {
    const user = managedUser(ctx, path.userId)
    requireSiloAdminOf(requireUser(ctx), user.silo_id)
    db.accessTokens = db.accessTokens.filter((t) => t.silo_user_id !== user.id)
    db.consoleSessions = db.consoleSessions.filter((s) => s.silo_user_id !== user.id)
    if (db.session.userId === user.id) signOut()
    return 204
  },
} satisfies Partial<MSWHandlers>
