// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '~mock/db'
import { oxideRootRole, trustRoots } from '~mock/fixtures/platform/update'
import { setupMockServer } from '~mock/node'
import { api, asUser } from '~mock/toolkit/test-kit'
import { resumeSeededRollout } from './platform-update'

setupMockServer()

afterEach(() => {
  vi.useRealTimers()
})

function upload(fileName: string, bytes: number[]) {
  return fetch(`http://localhost/v1/system/update/repositories?file_name=${fileName}`, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  })
}

describe('repositories', () => {
  test('newest first by default', async () => {
    const list = await api.methods.systemUpdateRepositoryList({})
    expect(list.type === 'success' && list.data.items.map((r) => r.systemVersion)).toEqual([
      '17.0.1',
      '17.0.0',
      '16.1.0',
    ])
    const asc = await api.methods.systemUpdateRepositoryList({ query: { sortBy: 'version_ascending' } })
    expect(asc.type === 'success' && asc.data.items.map((r) => r.systemVersion)).toEqual([
      '16.1.0',
      '17.0.0',
      '17.0.1',
    ])
  })

  test('an upload is inserted once; the same bytes again already exist', async () => {
    const first = await (await upload('oxide-17.1.0.zip', [80, 75, 3, 4, 1])).json()
    expect(first).toMatchObject({
      status: 'inserted',
      repo: { system_version: '17.1.0', file_name: 'oxide-17.1.0.zip' },
    })
    expect(first.repo.hash).toMatch(/^[0-9a-f]{64}$/)
    const again = await (await upload('oxide-17.1.0.zip', [80, 75, 3, 4, 1])).json()
    expect(again.status).toBe('already_exists')
    expect((await upload('oxide-17.1.0.zip', [80, 75, 3, 4, 2])).status).toBe(409)
    const view = await api.methods.systemUpdateRepositoryView({ path: { systemVersion: '17.1.0' } })
    expect(view.type === 'success' && view.data.hash).toBe(first.repo.hash)
  })

  test('uploads need a trust root, a zip archive and a version in the file name', async () => {
    expect((await upload('repo.zip', [80, 75, 3, 4])).status).toBe(400)
    const notZip = await upload('oxide-18.0.0.zip', [1, 2, 3, 4])
    expect(notZip.status).toBe(400)
    expect((await notZip.json()).message).toBe(
      'invalid repository "oxide-18.0.0.zip": the file is not a zip archive',
    )
    db.trustRoots = []
    expect((await upload('oxide-18.0.0.zip', [1])).status).toBe(400)
  })

  test('an unknown version is a 404', async () => {
    const result = await api.methods.systemUpdateRepositoryView({ path: { systemVersion: '9.9.9' } })
    expect(result.type === 'error' && result.data.message).toBe(
      'not found: tuf-repo with system version "9.9.9"',
    )
  })
})

describe('target release', () => {
  test('setting a newer target rolls every component onto it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await api.methods.systemUpdateRepositoryUpload({ query: { fileName: 'oxide-17.1.0.zip' } })
    const set = await api.methods.targetReleaseUpdate({ body: { systemVersion: '17.1.0' } })
    expect(set.response.status).toBe(204)
    const status = await api.methods.systemUpdateStatus({})
    expect(status.type === 'success' && status.data.targetRelease?.version).toBe('17.1.0')
    await vi.advanceTimersByTimeAsync(30_000)
    const done = await api.methods.systemUpdateStatus({})
    expect(done.type === 'success' && done.data.componentsByReleaseVersion).toEqual({ '17.1.0': 154 })
  })

  test('the seeded rollout, once resumed, moves the rest onto the target step by step and then stops', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const counts = async () => {
      const status = await api.methods.systemUpdateStatus({})
      if (status.type !== 'success') throw new Error('status failed')
      return status.data
    }
    const seeded = await counts()
    expect(seeded.componentsByReleaseVersion).toEqual({ '17.0.0': 118, '16.1.0': 36 })
    resumeSeededRollout(10_000)
    await vi.advanceTimersByTimeAsync(10_000)
    const midway = await counts()
    expect(midway.componentsByReleaseVersion['17.0.0']).toBeGreaterThan(118)
    expect(midway.componentsByReleaseVersion['17.0.0']).toBeLessThan(154)
    expect(midway.timeLastStepPlanned.getTime()).toBeGreaterThan(seeded.timeLastStepPlanned.getTime())
    await vi.advanceTimersByTimeAsync(60_000)
    const done = await counts()
    expect(done.componentsByReleaseVersion).toEqual({ '17.0.0': 154 })
    expect(done.targetRelease?.version).toBe('17.0.0')
  })

  test('a newer target supersedes the rollout under way', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    resumeSeededRollout(10_000)
    const set = await api.methods.targetReleaseUpdate({ body: { systemVersion: '17.0.1' } })
    expect(set.response.status).toBe(204)
    await vi.advanceTimersByTimeAsync(60_000)
    const status = await api.methods.systemUpdateStatus({})
    expect(status.type === 'success' && status.data.componentsByReleaseVersion).toEqual({ '17.0.1': 154 })
  })

  test('an older or unknown release is refused', async () => {
    const older = await api.methods.targetReleaseUpdate({ body: { systemVersion: '16.1.0' } })
    expect(older.type === 'error' && older.data.message).toMatch(/older than the current target 17.0.0/)
    const unknown = await api.methods.targetReleaseUpdate({ body: { systemVersion: '18.0.0' } })
    expect(unknown.response.status).toBe(404)
    const denied = await api.methods.targetReleaseUpdate(
      { body: { systemVersion: '17.0.0' } },
      asUser('grace'),
    )
    expect(denied.response.status).toBe(403)
  })
})

describe('trust roots', () => {
  test('add a root role document, view it, delete it', async () => {
    const response = await fetch('http://localhost/v1/system/update/trust-roots', {
      method: 'POST',
      body: JSON.stringify(oxideRootRole),
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(201)
    const created = await response.json()
    expect(created.root_role).toEqual(oxideRootRole)
    const list = await api.methods.systemUpdateTrustRootList({})
    expect(list.type === 'success' && list.data.items).toHaveLength(2)
    const view = await api.methods.systemUpdateTrustRootView({ path: { trustRootId: created.id } })
    expect(view.response.status).toBe(200)
    const path = { trustRootId: trustRoots[0].id }
    expect((await api.methods.systemUpdateTrustRootDelete({ path })).response.status).toBe(204)
    expect((await api.methods.systemUpdateTrustRootView({ path })).response.status).toBe(404)
  })

  test('a document that is not a root role is refused', async () => {
    const response = await fetch('http://localhost/v1/system/update/trust-roots', {
      method: 'POST',
      body: JSON.stringify({ signed: { _type: 'targets' } }),
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
  })
})
