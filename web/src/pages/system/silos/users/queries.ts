import { listQuery, query } from '~/api/query'

/** The users of a silo: local users, or those its identity provider has signed in or provisioned. */
export const siloUserList = (silo: string) => listQuery('siloUserList', { query: { silo } })

export const siloUserView = (silo: string, userId: string) =>
  query('siloUserView', { path: { userId }, query: { silo } })
