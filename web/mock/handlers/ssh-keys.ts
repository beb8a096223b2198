import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { requireUser } from '~mock/session'
import { ensureUniqueName, lookupByNameOrId } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'

const keysOf = (userId: string) => db.sshKeys.filter((key) => key.silo_user_id === userId)

/** An SSH key of the given user, by name or id. */
export function lookupSshKey({ sshKey }: { sshKey: string }, userId: string) {
  return lookupByNameOrId(keysOf(userId), 'ssh-key', sshKey)
}

export const sshKeyHandlers = {
  currentUserSshKeyList({ query, ...ctx }) {
    const user = requireUser(ctx)
    return paginated(query, keysOf(user.id))
  },

  currentUserSshKeyCreate({ body, ...ctx }) {
    const user = requireUser(ctx)
    ensureUniqueName(keysOf(user.id), 'ssh-key', body.name)
    const time = now()
    const key: Json<Api.SshKey> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      public_key: body.public_key,
      silo_user_id: user.id,
      time_created: time,
      time_modified: time,
    }
    db.sshKeys.push(key)
    return created(key)
  },

  currentUserSshKeyView({ path, ...ctx }) {
    return lookupSshKey(path, requireUser(ctx).id)
  },

  currentUserSshKeyDelete({ path, ...ctx }) {
    const key = lookupSshKey(path, requireUser(ctx).id)
    db.sshKeys = db.sshKeys.filter((k) => k.id !== key.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
