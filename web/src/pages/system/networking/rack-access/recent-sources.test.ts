// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { AuditLogEntry, AuditLogEntryActor } from '~/api/__generated__/Api'
import { recentSources } from './recent-sources'

const me = 'a1b2c3d4-0000-4000-8000-000000000001'
const entry = (sourceIp: string, minute: number, actor: AuditLogEntryActor): AuditLogEntry => ({
  id: `${sourceIp}-${minute}`,
  actor,
  operationId: 'project_create',
  requestId: 'r',
  requestUri: '/v1/projects',
  result: { kind: 'success', httpStatusCode: 201 },
  sourceIp,
  timeStarted: new Date(minute * 60_000),
  timeCompleted: new Date(minute * 60_000 + 50),
})
const mine = { kind: 'silo_user', siloId: 's', siloUserId: me } as const

describe("the addresses the audit log recorded the user's requests coming from", () => {
  it("are the user's own, each once with when it was last seen, the latest first, three at most", () => {
    const entries = [
      entry('10.40.2.17', 5, mine),
      entry('10.40.2.17', 9, mine),
      entry('192.0.2.1', 7, { kind: 'silo_user', siloId: 's', siloUserId: 'someone else' }),
      entry('198.51.100.9', 3, { kind: 'unauthenticated' }),
      entry('203.0.113.5', 8, mine),
      entry('203.0.113.6', 2, mine),
      entry('203.0.113.7', 1, mine),
    ]
    expect(recentSources(entries, me)).toEqual([
      { address: '10.40.2.17', lastSeen: new Date(9 * 60_000) },
      { address: '203.0.113.5', lastSeen: new Date(8 * 60_000) },
      { address: '203.0.113.6', lastSeen: new Date(2 * 60_000) },
    ])
  })

  it('are none when the log holds nothing of the user', () => {
    expect(recentSources([entry('192.0.2.1', 1, { kind: 'unauthenticated' })], me)).toEqual([])
  })
})
