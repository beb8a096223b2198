import { listQuery, query } from '~/api/query'

/** The signed-in user's SSH public keys. */
export const sshKeyList = () => listQuery('currentUserSshKeyList', { query: {} })

/** One of the user's SSH keys, by name or id. */
export const sshKeyView = (sshKey: string) => query('currentUserSshKeyView', { path: { sshKey } })
