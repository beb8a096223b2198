import type { Group } from '~/api/__generated__/Api'
import { listQuery, query } from '~/api/query'

export const userView = (userId: string) => query('userView', { path: { userId } })
export const groupView = (groupId: string) => query('groupView', { path: { groupId } })

/** A group's members, whole: the only way the API tells which groups a user is in. */
export const groupMembers = (groupId: string) => listQuery('userList', { query: { group: groupId } }).all()

/** The members of every group, one read per group. */
export const membersOfGroups = (groups: readonly Group[]) => groups.map((g) => groupMembers(g.id))

/** A user's device access tokens and console sessions: a user has a handful of each. */
export const userTokens = (userId: string) =>
  listQuery('userTokenList', { path: { userId }, query: {} }).all()
export const userSessions = (userId: string) =>
  listQuery('userSessionList', { path: { userId }, query: {} }).all()

/**
 * A user's page reads the policy of at most this many projects, one read each, to find the user's roles there;
 * a silo with more says where the list stops.
 */
export const PROJECT_ROLE_LIMIT = 50
