import { query } from '~/api/query'

/** The signed-in user; every authenticated route's layout preloads it. */
export const currentUserView = query('currentUserView', {})

/** The groups the signed-in user belongs to. */
export const currentUserGroups = query('currentUserGroups', {})
