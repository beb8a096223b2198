import type { AuditLogEntry, AuditLogEntryActor, AuditLogEntryResult } from '~/api/__generated__/Api'

/** Names for the IDs the log holds, as far as they could be read; an ID stands for itself otherwise. */
export type ActorDirectory = {
  silos: ReadonlyMap<string, string>
  users: ReadonlyMap<string, string>
  builtins: ReadonlyMap<string, string>
}

export const emptyDirectory: ActorDirectory = { silos: new Map(), users: new Map(), builtins: new Map() }

/** Who made a request, as the page shows it: a name, what kind of actor, and the silo where there is one. */
export type ActorView = {
  /** Identifies the actor among the entries, for the actor filter. */
  key: string
  name: string
  kind: string
  silo: string | null
  /** The actor's own ID, where it has one. */
  id: string | null
}

export function describeActor(actor: AuditLogEntryActor, dir: ActorDirectory): ActorView {
  switch (actor.kind) {
    case 'silo_user':
      return {
        key: `silo_user:${actor.siloUserId}`,
        name: dir.users.get(actor.siloUserId) ?? actor.siloUserId,
        kind: 'User',
        silo: dir.silos.get(actor.siloId) ?? actor.siloId,
        id: actor.siloUserId,
      }
    case 'user_builtin':
      return {
        key: `user_builtin:${actor.userBuiltinId}`,
        name: dir.builtins.get(actor.userBuiltinId) ?? actor.userBuiltinId,
        kind: 'Built-in user',
        silo: null,
        id: actor.userBuiltinId,
      }
    case 'scim':
      return {
        key: `scim:${actor.siloId}`,
        name: 'SCIM client',
        kind: 'SCIM provisioning',
        silo: dir.silos.get(actor.siloId) ?? actor.siloId,
        id: null,
      }
    default:
      return { key: 'unauthenticated', name: 'Unauthenticated', kind: 'No session', silo: null, id: null }
  }
}

/** The actor in one line: `Ada Lovelace (engineering)`, `internal-api (built-in)`. */
export function actorText(view: ActorView): string {
  if (view.silo) return `${view.name} (${view.silo})`
  if (view.kind === 'Built-in user') return `${view.name} (built-in)`
  return view.name
}

export type ResultKind = AuditLogEntryResult['kind']

/** `Success 201`, `Forbidden 403`, or `Unknown` when the result was never logged. */
export function resultText(result: AuditLogEntryResult): string {
  if (result.kind === 'success') return `Success ${result.httpStatusCode}`
  if (result.kind === 'error') return `${result.errorCode || 'Error'} ${result.httpStatusCode}`
  return 'Unknown'
}

export const durationMs = (e: AuditLogEntry) => e.timeCompleted.getTime() - e.timeStarted.getTime()

/** `312 ms`, `3.2 s`, `1 min 5 s`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`
  if (ms < 60_000) return `${(Math.floor(ms / 100) / 10).toFixed(1)} s`
  const seconds = Math.floor(ms / 1000)
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

/** How the request was authenticated, in words. */
export function authMethodText(method: string | null | undefined): string {
  if (method === 'session_cookie') return 'Console session'
  if (method === 'access_token') return 'Access token'
  return method || 'None'
}

/** The silos whose users the entries name, for reading their names. */
export const silosOfUsers = (entries: readonly AuditLogEntry[]) =>
  [...new Set(entries.flatMap((e) => (e.actor.kind === 'silo_user' ? [e.actor.siloId] : [])))].sort()
