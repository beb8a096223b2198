// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { AUDIT_LOG_SIZE, auditLog } from '~mock/fixtures/platform/audit-log'
import { setupMockServer } from '~mock/node'
import { api, asUser, failure, importFresh, ok } from '~mock/toolkit/test-kit'

setupMockServer()

const HOUR = 3_600_000
const weekAgo = () => new Date(Date.now() - 7 * 24 * HOUR - 60_000)

describe('the seeded audit log', () => {
  test('holds a few hundred entries over the last week, from users of both silos, Nexus and SCIM', () => {
    expect(auditLog.length).toBeGreaterThanOrEqual(AUDIT_LOG_SIZE)
    const oldest = new Date(auditLog[0].time_completed).getTime()
    expect(Date.now() - oldest).toBeLessThan(7 * 24 * HOUR + 60_000)
    const kinds = new Set(auditLog.map((e) => e.actor.kind))
    expect([...kinds].sort()).toEqual(['scim', 'silo_user', 'unauthenticated', 'user_builtin'])
    const silos = new Set(auditLog.flatMap((e) => (e.actor.kind === 'silo_user' ? [e.actor.silo_id] : [])))
    expect(silos.size).toBe(2)
    const ops = new Set(auditLog.map((e) => e.operation_id))
    for (const op of [
      'instance_create',
      'instance_start',
      'instance_stop',
      'disk_create',
      'project_create',
    ]) {
      expect(ops).toContain(op)
    }
    for (const op of ['login_local', 'silo_create', 'ip_pool_update', 'ip_pool_range_add']) {
      expect(ops).toContain(op)
    }
  })

  test('has failures with realistic codes and statuses', () => {
    const failures = auditLog.flatMap((e) => (e.result.kind === 'error' ? [e.result] : []))
    const seen = new Set(failures.map((r) => `${r.http_status_code} ${r.error_code}`))
    expect(seen).toContain('403 Forbidden')
    expect(seen).toContain('400 InvalidRequest')
    expect(seen).toContain('503 ServiceNotAvailable')
    // most requests work
    expect(failures.length).toBeLessThan(auditLog.length / 4)
  })

  test('is the same on every load, but for when it is', async () => {
    const again = await importFresh(() => import('~mock/fixtures/platform/audit-log'))
    expect(again.auditLog.map((e) => [e.id, e.operation_id, e.request_uri])).toEqual(
      auditLog.map((e) => [e.id, e.operation_id, e.request_uri]),
    )
  })
})

describe('listing the audit log', () => {
  test('in completion order, within the requested window, newest first on request', async () => {
    const all = ok(await api.methods.auditLogList({ query: { startTime: new Date(0), limit: 1000 } }))
    expect(all.items.map((e) => e.id)).toEqual(auditLog.map((e) => e.id))
    const recent = ok(
      await api.methods.auditLogList({
        query: { startTime: new Date(Date.now() - HOUR), sortBy: 'time_and_id_descending', limit: 1000 },
      }),
    )
    const times = recent.items.map((e) => e.timeCompleted.getTime())
    expect(times.length).toBeGreaterThan(5)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(times.every((t) => t >= Date.now() - HOUR)).toBe(true)
  })

  test('needs a start time, and an end after it', async () => {
    expect(failure(await api.methods.auditLogList({ query: {} })).message).toBe('start_time is required')
    const backwards = await api.methods.auditLogList({
      query: { startTime: new Date(), endTime: new Date(Date.now() - HOUR) },
    })
    expect(backwards.response.status).toBe(400)
  })

  test('is for fleet viewers only', async () => {
    const refused = await api.methods.auditLogList({ query: { startTime: weekAgo() } }, asUser('margaret'))
    expect(refused.response.status).toBe(403)
  })

  test('pages with a token, newest first throughout', async () => {
    const query = { startTime: weekAgo(), sortBy: 'time_and_id_descending' as const, limit: 100 }
    const first = ok(await api.methods.auditLogList({ query }))
    expect(first.items).toHaveLength(100)
    const second = ok(await api.methods.auditLogList({ query: { ...query, pageToken: first.nextPage } }))
    expect(second.items[0].timeCompleted.getTime()).toBeLessThanOrEqual(
      first.items[99].timeCompleted.getTime(),
    )
    expect(second.items.map((e) => e.id)).not.toContain(first.items[99].id)
  })
})
