// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiRequest, startStaticServer } from './static-server.mjs'

describe('the static server', () => {
  const root = mkdtempSync(join(tmpdir(), 'console-static-'))
  let server
  let base

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'))
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>console</title>')
    writeFileSync(join(root, 'assets', 'main-ABCDEFGH.js'), 'export {}')
    server = await startStaticServer({ root, port: 0 })
    base = `http://127.0.0.1:${server.address().port}`
  })
  afterAll(() => {
    server.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('answers client-side routes with index.html under the Content-Security-Policy', async () => {
    const res = await fetch(`${base}/projects/web/instances`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<title>console</title>')
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('caches hashed assets for good and 404s missing ones', async () => {
    const res = await fetch(`${base}/assets/main-ABCDEFGH.js`)
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect((await fetch(`${base}/assets/missing-12345678.js`)).status).toBe(404)
  })

  it('never serves files outside its folder', async () => {
    const res = await fetch(`${base}/..%2f..%2fetc%2fpasswd`)
    expect(await res.text()).toContain('<title>console</title>')
  })

  it('sends API calls to the API host, but console pages under /login and /device stay pages', () => {
    expect(isApiRequest('GET', '/v1/projects')).toBe(true)
    expect(isApiRequest('POST', '/login/corp/saml/okta')).toBe(true)
    expect(isApiRequest('POST', '/device/confirm')).toBe(true)
    expect(isApiRequest('GET', '/login/corp/local')).toBe(false)
    expect(isApiRequest('GET', '/device/verify')).toBe(false)
    expect(isApiRequest('GET', '/login')).toBe(true)
  })
})
