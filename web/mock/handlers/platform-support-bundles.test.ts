// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  activeBundle as active,
  collectingBundle as collecting,
  destroyingBundle as destroying,
  failedBundle as failed,
} from '~mock/fixtures/platform/support-bundles'
import { setupMockServer } from '~mock/node'
import { api, asUser } from '~mock/toolkit/test-kit'
import { COLLECT_MS, DESTROY_MS, settleSeededBundles } from './platform-support-bundles'

setupMockServer()
const base = 'http://localhost/experimental/v1/system/support-bundles'

afterEach(() => {
  vi.useRealTimers()
})

describe('support bundles', () => {
  test('lists the seeded bundles oldest first, or newest first on request', async () => {
    const asc = await api.methods.supportBundleList({})
    expect(asc.type === 'success' && asc.data.items.map((b) => b.state)).toEqual([
      'destroying',
      'failed',
      'active',
      'collecting',
    ])
    const desc = await api.methods.supportBundleList({
      query: { sortBy: 'time_and_id_descending', limit: 2 },
    })
    if (desc.type !== 'success') throw new Error('list failed')
    expect(desc.data.items.map((b) => b.id)).toEqual([collecting.id, active.id])
    const rest = await api.methods.supportBundleList({ query: { pageToken: desc.data.nextPage } })
    expect(rest.type === 'success' && rest.data.items.map((b) => b.id)).toEqual([failed.id, destroying.id])
  })

  test('a new bundle collects for a few seconds, then turns active', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const created = await api.methods.supportBundleCreate({ body: { userComment: 'fan alarms' } })
    expect(created.response.status).toBe(201)
    if (created.type !== 'success') throw new Error('create failed')
    expect(created.data).toMatchObject({ state: 'collecting', userComment: 'fan alarms' })

    const early = await api.methods.supportBundleDownload({ path: { bundleId: created.data.id } })
    expect(early.response.status).toBe(400)

    await vi.advanceTimersByTimeAsync(COLLECT_MS)
    const view = await api.methods.supportBundleView({ path: { bundleId: created.data.id } })
    expect(view.type === 'success' && view.data.state).toBe('active')
  })

  test('delete shows the bundle as destroying, then it is gone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    expect((await api.methods.supportBundleDelete({ path: { bundleId: active.id } })).response.status).toBe(
      204,
    )
    const view = await api.methods.supportBundleView({ path: { bundleId: active.id } })
    expect(view.type === 'success' && view.data.state).toBe('destroying')
    await vi.advanceTimersByTimeAsync(DESTROY_MS)
    const gone = await api.methods.supportBundleView({ path: { bundleId: active.id } })
    expect(gone.type === 'error' && gone.data.message).toBe(
      `not found: support-bundle with id "${active.id}"`,
    )
  })

  test('updates the comment', async () => {
    const result = await api.methods.supportBundleUpdate({
      path: { bundleId: failed.id },
      body: { userComment: 'retry after sled 0d1c is back' },
    })
    expect(result.type === 'success' && result.data.userComment).toBe('retry after sled 0d1c is back')
  })

  test('an active bundle downloads as a zip whose index lists its files', async () => {
    const zip = await fetch(`${base}/${active.id}/download`)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    const bytes = new Uint8Array(await zip.arrayBuffer())
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    expect(Number(zip.headers.get('content-length'))).toBe(bytes.length)

    const head = await fetch(`${base}/${active.id}/download`, { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe(String(bytes.length))

    const index = (await (await fetch(`${base}/${active.id}/index`)).text()).split('\n')
    expect(index).toContain('bundle_id.txt')
    expect(index).toContain('sled-BRM42220001/dladm.txt')
    expect(index).toContain('sp_task_dumps/sled_14/dump-0.zip')
    const file = await fetch(`${base}/${active.id}/download/bundle_id.txt`)
    expect(await file.text()).toBe(`${active.id}\n`)
    const missing = await fetch(`${base}/${active.id}/download/nope.txt`)
    expect(missing.status).toBe(404)
  })

  test('a file in a folder is named with its slashes encoded, and HEAD gives its size', async () => {
    const url = `${base}/${active.id}/download/${encodeURIComponent('sled-BRM42220001/dladm.txt')}`
    const file = await fetch(url)
    const text = await file.text()
    expect(text).toMatch(/^LINK\s+CLASS/)
    const head = await fetch(url, { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe(String(new TextEncoder().encode(text).length))
    const log = await fetch(
      `${base}/${active.id}/download/${encodeURIComponent('sled-BRM42220001/logs/sled-agent.log')}`,
      {
        method: 'HEAD',
      },
    )
    expect(Number(log.headers.get('content-length'))).toBeGreaterThan(20_000)
    // a folder is no file
    expect((await fetch(`${base}/${active.id}/download/meta%2F`)).status).toBe(404)
  })

  test('the seeded collecting bundle turns active and the destroying one goes, once the preview starts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    settleSeededBundles(1000, 1000)
    await vi.advanceTimersByTimeAsync(2000)
    const list = await api.methods.supportBundleList({})
    if (list.type !== 'success') throw new Error('list failed')
    expect(list.data.items.map((b) => [b.id, b.state])).toEqual([
      [failed.id, 'failed'],
      [active.id, 'active'],
      [collecting.id, 'active'],
    ])
  })

  test('collecting and failed bundles cannot be downloaded', async () => {
    for (const bundle of [collecting, failed]) {
      const result = await api.methods.supportBundleDownload({ path: { bundleId: bundle.id } })
      expect(result.response.status).toBe(400)
    }
  })

  test('needs a fleet role to read and fleet admin to create', async () => {
    expect((await api.methods.supportBundleList({}, asUser('margaret'))).response.status).toBe(403)
    const create = await api.methods.supportBundleCreate({ body: {} }, asUser('grace'))
    expect(create.response.status).toBe(403)
  })
})
