import { peek, preload, useApiQuery, useLiveRead } from '~/api'
import type { AuditLogEntry, User } from '~/api/__generated__/Api'
import { siloList } from '~/pages/system/silos/queries'
import { type ActorDirectory, silosOfUsers } from './audit-entry'
import { builtinUserList, siloUserList } from './queries'

/**
 * Names for the silos, silo users and built-in users the loaded entries name. Each silo's users are read once
 * (the loader reads those of the first page's silos); a name that cannot be read leaves its ID in its place.
 */
export function useActorDirectory(entries: readonly AuditLogEntry[]): ActorDirectory {
  const silos = useApiQuery(siloList().all()).data
  const builtins = useApiQuery(builtinUserList().all()).data
  const siloIds = silosOfUsers(entries)
  const known = siloIds.map((id) => peek(siloUserList(id).all()))
  const missing = known.some((list) => list === undefined)
  // only silos whose users are not in the cache yet (after Load more reaches a new one) are read here
  const read = useLiveRead(missing ? `audit-log silo users ${siloIds.join(',')}` : null, () =>
    Promise.all(siloIds.map((id) => preload(siloUserList(id).all()).catch(() => undefined))),
  )
  const lists = missing ? (read.data ?? known) : known
  const users: User[] = lists.flatMap((list) => list?.items ?? [])
  return {
    silos: new Map((silos?.items ?? []).map((s) => [s.id, s.name])),
    users: new Map(users.map((u) => [u.id, u.displayName])),
    builtins: new Map((builtins?.items ?? []).map((u) => [u.id, u.name])),
  }
}
