import { listQuery } from '~/api/query'

/** The device access tokens of the signed-in user: one per command-line sign-in that has not ended. */
export const accessTokenList = () => listQuery('currentUserAccessTokenList', { query: {} })
