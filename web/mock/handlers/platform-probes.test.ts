// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { api, asUser } from '~mock/toolkit/test-kit'

setupMockServer()

/** A sled from the hardware fixtures when there are any; any id is accepted while there are none. */
const sledId = () => db.sleds[0]?.id ?? crypto.randomUUID()
const body = (name: string) => ({ name, description: 'Checks the uplinks', sled: sledId() })

describe('probes', () => {
  test('create, view by name or id, list and delete', async () => {
    const created = await api.methods.probeCreate({ query: { project: 'sandbox' }, body: body('edge') })
    expect(created.response.status).toBe(201)
    if (created.type !== 'success') throw new Error('create failed')
    expect(created.data).toMatchObject({ name: 'edge', sled: sledId() })

    const view = await api.methods.probeView({ path: { probe: 'edge' }, query: { project: 'sandbox' } })
    if (view.type !== 'success') throw new Error('view failed')
    expect(view.data.interface).toMatchObject({ kind: { type: 'probe', id: created.data.id }, primary: true })
    expect(view.data.interface.mac).toMatch(/^A8:40:25:F[0-9A-F]:[0-9A-F]{2}:[0-9A-F]{2}$/)
    expect(view.data.externalIps).toEqual([
      { ip: expect.any(String), kind: 'ephemeral', firstPort: 0, lastPort: 65535 },
    ])
    const byId = await api.methods.probeView({
      path: { probe: created.data.id },
      query: { project: 'sandbox' },
    })
    expect(byId.response.status).toBe(200)

    const list = await api.methods.probeList({ query: { project: 'sandbox' } })
    expect(list.type === 'success' && list.data.items.map((p) => p.name)).toEqual(['edge'])
    const other = await api.methods.probeList({ query: { project: 'billing' } })
    expect(other.type === 'success' && other.data.items).toEqual([])

    const path = { probe: created.data.id }
    expect((await api.methods.probeDelete({ path, query: { project: 'sandbox' } })).response.status).toBe(204)
    const gone = await api.methods.probeView({ path: { probe: 'edge' }, query: { project: 'sandbox' } })
    expect(gone.type === 'error' && gone.data.message).toBe('not found: probe with name "edge"')
  })

  test('a project with a probe cannot be deleted', async () => {
    await api.methods.probeCreate({ query: { project: 'sandbox' }, body: body('edge') })
    const result = await api.methods.projectDelete({ path: { project: 'sandbox' } })
    expect(result.response.status).toBe(400)
  })

  test('refuses duplicates, unknown sleds and viewers', async () => {
    await api.methods.probeCreate({ query: { project: 'sandbox' }, body: body('edge') })
    const dup = await api.methods.probeCreate({ query: { project: 'sandbox' }, body: body('edge') })
    expect(dup.type === 'error' && dup.data.message).toBe('already exists: probe "edge"')
    if (db.sleds.length > 0) {
      const sled = crypto.randomUUID()
      const bad = await api.methods.probeCreate({
        query: { project: 'sandbox' },
        body: { ...body('x'), sled },
      })
      expect(bad.type === 'error' && bad.data.message).toBe(`not found: sled with id "${sled}"`)
    }
    const viewer = await api.methods.probeCreate(
      { query: { project: 'billing' }, body: body('y') },
      asUser('margaret'),
    )
    expect(viewer.response.status).toBe(403)
  })
})
