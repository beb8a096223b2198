// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiRequest } from './api-requests.mjs'
import { writeEmbedManifest } from './embed-manifest.mjs'
import { fillPattern, readRoutePatterns } from './route-patterns.mjs'
import { startStaticServer } from './static-server.mjs'

const HTML = `<!doctype html><title>console</title>${'<!-- the app -->'.repeat(100)}`
const SCRIPT = `export const text = ${JSON.stringify('hello '.repeat(2000))}`

/** One raw request, so the test sees the bytes and headers the server sent (fetch would decompress). */
function get(base, path, headers = {}, method = 'GET') {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', fail)
    req.end()
  })
}

describe('the static server', () => {
  const root = mkdtempSync(join(tmpdir(), 'console-static-'))
  let server
  let base
  let manifest
  /** every answer of this file, each checked for the manifest's headers at the end */
  const answers = []
  const fetchRaw = async (...args) => {
    const answer = await get(base, ...args)
    answers.push([args[0], answer])
    return answer
  }

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'))
    writeFileSync(join(root, 'index.html'), HTML)
    writeFileSync(join(root, 'assets', 'main-ABCDEFGH.js'), SCRIPT)
    writeFileSync(join(root, 'assets', 'font-ABCDEFGH.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]))
    writeFileSync(
      join(root, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(500)}</svg>`,
    )
    const routes = await readRoutePatterns()
    manifest = await writeEmbedManifest({
      outdir: root,
      mode: 'production',
      version: '0',
      routes,
      compression: 'max',
    })
    // a file the manifest does not list is never served
    writeFileSync(join(root, 'secret.txt'), 'not for you')
    server = await startStaticServer({ root, port: 0 })
    base = `http://127.0.0.1:${server.address().port}`
  })
  afterAll(() => {
    server.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('answers every route of the manifest with the app, uncached', async () => {
    expect(manifest.routes.length).toBeGreaterThan(20)
    for (const pattern of manifest.routes) {
      const path = fillPattern(pattern, new Proxy({}, { get: (_, name) => `sample-${String(name)}` }))
      const res = await fetchRaw(path)
      expect(res.status, path).toBe(200)
      expect(res.body.toString(), path).toBe(HTML)
      expect(res.headers['cache-control'], path).toBe('no-cache')
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8')
    }
  })

  it('answers a path that is no route with the app and a 404, and an unknown asset with a plain 404', async () => {
    const page = await fetchRaw('/no/such/page')
    expect(page.status).toBe(404)
    expect(page.body.toString()).toBe(HTML)
    const asset = await fetchRaw('/assets/main-OLDCHUNK.js')
    expect(asset.status).toBe(404)
    expect(asset.body.toString()).toBe('Not found')
    expect(asset.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect((await fetchRaw('/secret.txt')).body.toString()).toBe(HTML)
    expect((await fetchRaw('/..%2f..%2fetc%2fpasswd')).body.toString()).toBe(HTML)
  })

  it('caches hashed assets for good and everything else not at all', async () => {
    for (const path of ['/assets/main-ABCDEFGH.js', '/assets/font-ABCDEFGH.woff2']) {
      const res = await fetchRaw(path)
      expect(res.status).toBe(200)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    expect((await fetchRaw('/favicon.svg')).headers['cache-control']).toBe('no-cache')
    expect((await fetchRaw('/index.html')).headers['cache-control']).toBe('no-cache')
  })

  it('sends the precompressed variant the client accepts, and the file itself otherwise', async () => {
    const br = await fetchRaw('/assets/main-ABCDEFGH.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)

    const gz = await fetchRaw('/projects', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(HTML)

    const plain = await fetchRaw('/assets/main-ABCDEFGH.js', { 'accept-encoding': 'br;q=0, gzip;q=0' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
    // already compressed formats have no variants
    const font = await fetchRaw('/assets/font-ABCDEFGH.woff2', { 'accept-encoding': 'br, gzip' })
    expect(font.headers['content-encoding']).toBeUndefined()
  })

  it('revalidates the app by its ETag, answers HEAD without a body and refuses other methods', async () => {
    const first = await fetchRaw('/projects')
    expect((await fetchRaw('/projects', { 'if-none-match': first.headers.etag })).status).toBe(304)
    const head = await fetchRaw('/projects', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect((await fetchRaw('/projects', {}, 'POST')).status).toBe(405)
  })

  it('sends the manifest’s headers with every answer', () => {
    expect(answers.length).toBeGreaterThan(manifest.routes.length)
    for (const [path, res] of answers) {
      for (const [name, value] of Object.entries(manifest.headers)) {
        expect(res.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value)
      }
    }
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
