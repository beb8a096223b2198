// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { WILDCARD_CERT_PEM, WILDCARD_KEY_PEM } from '~mock/fixtures/platform/certificates'
import { setupMockServer } from '~mock/node'
import { api, asUser } from '~mock/toolkit/test-kit'

setupMockServer()
const body = {
  name: 'rack-wildcard-2027',
  description: 'Renewal',
  service: 'external_api' as const,
  cert: WILDCARD_CERT_PEM,
  key: WILDCARD_KEY_PEM,
}

describe('certificates', () => {
  test("lists the caller's silo's certificates only", async () => {
    const list = await api.methods.certificateList({})
    expect(list.type === 'success' && list.data.items.map((c) => c.name)).toEqual([
      'rack-wildcard-2025',
      'rack-wildcard-2026',
    ])
    const research = await api.methods.certificateList({}, asUser('rosalind'))
    expect(research.type === 'success' && research.data.items.map((c) => c.name)).toEqual([
      'research-wildcard',
    ])
  })

  test('create, view by name and delete', async () => {
    const created = await api.methods.certificateCreate({ body })
    expect(created.response.status).toBe(201)
    if (created.type !== 'success') throw new Error('create failed')
    expect(created.data).toMatchObject({ name: 'rack-wildcard-2027', service: 'external_api' })
    expect(created.data).not.toHaveProperty('key')
    const view = await api.methods.certificateView({ path: { certificate: 'rack-wildcard-2027' } })
    expect(view.type === 'success' && view.data.id).toBe(created.data.id)
    expect(
      (await api.methods.certificateDelete({ path: { certificate: created.data.id } })).response.status,
    ).toBe(204)
    const gone = await api.methods.certificateView({ path: { certificate: 'rack-wildcard-2027' } })
    expect(gone.type === 'error' && gone.data.message).toBe(
      'not found: certificate with name "rack-wildcard-2027"',
    )
  })

  test('refuses duplicates and input that is not PEM', async () => {
    const dup = await api.methods.certificateCreate({ body: { ...body, name: 'rack-wildcard-2026' } })
    expect(dup.type === 'error' && dup.data.message).toBe('already exists: certificate "rack-wildcard-2026"')
    const cert = await api.methods.certificateCreate({ body: { ...body, cert: 'hello' } })
    expect(cert.type === 'error' && cert.data.message).toMatch(/^invalid certificate/)
    const key = await api.methods.certificateCreate({ body: { ...body, key: WILDCARD_CERT_PEM } })
    expect(key.type === 'error' && key.data.message).toMatch(/^invalid private key/)
  })

  test('only silo admins manage certificates', async () => {
    expect((await api.methods.certificateList({}, asUser('grace'))).response.status).toBe(403)
    expect((await api.methods.certificateCreate({ body }, asUser('margaret'))).response.status).toBe(403)
  })
})
