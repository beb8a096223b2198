// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { setupMockServer } from './node'

setupMockServer()

const get = async (url: string) => {
  const response = await fetch(url, { headers: { cookie: 'mock-user=ada' } })
  return { status: response.status, body: await response.json() }
}

describe('the mock in node', () => {
  test('answers on any host', async () => {
    for (const host of ['http://localhost', 'http://127.0.0.1:4000', 'https://oxide.example']) {
      const { status, body } = await get(`${host}/v1/projects/web-frontend`)
      expect(status, host).toBe(200)
      expect(body.name).toBe('web-frontend')
    }
  })

  test('matches paths as msw does: without regard to case, one trailing slash allowed', async () => {
    const names = (body: { items: { name: string }[] }) => body.items.map((p) => p.name)
    const { body } = await get('http://localhost/v1/projects')
    for (const path of ['/v1/projects/', '/V1/Projects']) {
      const other = await get(`http://localhost${path}`)
      expect(other.status, path).toBe(200)
      expect(names(other.body), path).toEqual(names(body))
    }
  })

  test('gives a path no operation has the API’s 404', async () => {
    for (const path of ['/v1/nope', '/v1/projects//web-frontend', '/v1/projects/web-frontend/extra']) {
      const { status, body } = await get(`http://localhost${path}`)
      expect(status, path).toBe(404)
      expect(body.error_code).toBe('NotFound')
    }
  })
})
