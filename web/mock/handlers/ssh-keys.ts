import { HttpResponse } from 'msw'
import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db, lookupSshKey } from '~mock/db'
import { alreadyExists } from '~mock/errors'
import { paginated } from '~mock/paginate'
import { requireUser } from '~mock/session'

export const sshKeyHandlers = {
  currentUserSshKeyList({ query, ...ctx }) {
    const user = requireUser(ctx)
    return paginated(
      query,
      db.sshKeys.filter((k) => k.silo_user_id === user.id),
    )
  },

  currentUserSshKeyCreate({ body, ...ctx }) {
    const user = requireUser(ctx)
    if (db.sshKeys.some((k) => k.silo_user_id === user.id && k.name === body.name)) {
      throw alreadyExists('ssh-key', body.name)
    }
    const now = new Date().toISOString()
    const key: Json<Api.SshKey> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      public_key: body.public_key,
      silo_user_id: user.id,
      time_created: now,
      time_modified: now,
    }
    db.sshKeys.push(key)
    return HttpResponse.json(key, { status: 201 })
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
