import { listQuery } from '~/api'

/** The signed-in user's SSH public keys. */
export const sshKeyList = () => listQuery('currentUserSshKeyList', { query: {} })
