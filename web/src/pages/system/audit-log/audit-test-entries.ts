import type { AuditLogEntry } from '~/api/__generated__/Api'
import type { ActorDirectory } from './audit-entry'

// Entries and names for the rules' tests, in the client's shape.

export const ENGINEERING = '6e3d653b-641d-4be1-b914-870183d55ced'
export const ADA = 'a07d6641-1087-4e97-a52e-c5de2e7c1727'
export const INTERNAL = '001de000-05e4-4000-8000-000000000002'

export const directory: ActorDirectory = {
  silos: new Map([[ENGINEERING, 'engineering']]),
  users: new Map([[ADA, 'Ada Lovelace']]),
  builtins: new Map([[INTERNAL, 'internal-api']]),
}

let n = 0

export function testEntry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  n++
  const started = new Date(Date.parse('2026-11-27T09:00:00Z') + n * 60_000)
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    requestId: `11111111-0000-4000-8000-${String(n).padStart(12, '0')}`,
    operationId: 'instance_start',
    requestUri: '/v1/instances/web-1/start?project=web-frontend',
    actor: { kind: 'silo_user', siloId: ENGINEERING, siloUserId: ADA },
    authMethod: 'session_cookie',
    result: { kind: 'success', httpStatusCode: 202 },
    sourceIp: '10.40.2.17',
    userAgent: 'oxide-cli/0.13.0',
    timeStarted: started,
    timeCompleted: new Date(started.getTime() + 212),
    ...overrides,
  }
}
