import { listQuery } from '~/api/query'

/** The identities the control plane acts as on its own: a handful, fixed since the rack was set up. */
export const builtinUserList = () => listQuery('userBuiltinList', { query: {} })
