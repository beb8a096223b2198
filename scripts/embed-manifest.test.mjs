// @vitest-environment node
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MANIFEST_FILE, readEmbedManifest, writeEmbedManifest } from './embed-manifest.mjs'

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')
const routes = [{ pattern: '/' }, { pattern: '/projects' }, { pattern: '/projects/:project' }]

describe('the embed manifest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'console-manifest-'))
  let manifest
  const entry = (path) => manifest.files.find((f) => f.path === path)

  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>console</p>'.repeat(50)}`)
    writeFileSync(join(dir, 'assets', 'main-ABCDEFGH.js'), 'console.log("hi");'.repeat(300))
    writeFileSync(
      join(dir, 'assets', 'main-ABCDEFGH.js.map'),
      JSON.stringify({ mappings: 'AAAA;'.repeat(500) }),
    )
    writeFileSync(join(dir, 'assets', 'tiny-ABCDEFGH.css'), 'a{}')
    writeFileSync(join(dir, 'assets', 'font-ABCDEFGH.woff2'), Buffer.alloc(2000, 7))
    // variants of a file an earlier build had: gone with it
    writeFileSync(join(dir, 'assets', 'old-ABCDEFGH.js.br'), 'stale')
    manifest = await writeEmbedManifest({
      outdir: dir,
      mode: 'production',
      version: '1.2.3',
      routes,
      compression: 'max',
    })
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('lists every file of the build with its size, sha256, content type and cache policy', () => {
    expect(manifest.files.map((f) => f.path)).toEqual([
      'assets/font-ABCDEFGH.woff2',
      'assets/main-ABCDEFGH.js',
      'assets/main-ABCDEFGH.js.map',
      'assets/tiny-ABCDEFGH.css',
      'index.html',
    ])
    for (const file of manifest.files) {
      const bytes = readFileSync(join(dir, file.path))
      expect(file.size).toBe(bytes.length)
      expect(file.sha256).toBe(sha256(bytes))
    }
    expect(entry('index.html')).toMatchObject({ contentType: 'text/html; charset=utf-8', cache: 'no-cache' })
    expect(entry('assets/main-ABCDEFGH.js')).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cache: 'immutable',
    })
    // code names its source map for a SourceMap header; a file without one names none
    expect(entry('assets/main-ABCDEFGH.js').sourceMap).toBe('/assets/main-ABCDEFGH.js.map')
    expect(entry('assets/tiny-ABCDEFGH.css').sourceMap).toBeUndefined()
    expect(entry('assets/font-ABCDEFGH.woff2')).toMatchObject({
      contentType: 'font/woff2',
      cache: 'immutable',
    })
    expect(manifest.cachePolicies.immutable).toBe('public, max-age=31536000, immutable')
    expect(manifest.cachePolicies['no-cache']).toBe('no-cache')
    expect(existsSync(join(dir, 'assets', 'old-ABCDEFGH.js.br'))).toBe(false)
  })

  it('writes gzip and brotli variants of compressible files that decompress to the file', () => {
    for (const path of ['index.html', 'assets/main-ABCDEFGH.js', 'assets/main-ABCDEFGH.js.map']) {
      const { br, gzip } = entry(path).encodings
      const original = readFileSync(join(dir, path))
      const brBytes = readFileSync(join(dir, br.path))
      const gzBytes = readFileSync(join(dir, gzip.path))
      expect(br.path).toBe(`${path}.br`)
      expect(gzip.path).toBe(`${path}.gz`)
      expect([br.size, br.sha256]).toEqual([brBytes.length, sha256(brBytes)])
      expect([gzip.size, gzip.sha256]).toEqual([gzBytes.length, sha256(gzBytes)])
      expect(brotliDecompressSync(brBytes).equals(original)).toBe(true)
      expect(gunzipSync(gzBytes).equals(original)).toBe(true)
    }
    // a font is compressed already, and a variant bigger than its file is no use
    expect(entry('assets/font-ABCDEFGH.woff2').encodings).toBeUndefined()
    expect(entry('assets/tiny-ABCDEFGH.css').encodings).toBeUndefined()
  })

  it('carries the route patterns, the app and the headers, and reads back as written', () => {
    expect(manifest).toMatchObject({
      manifestVersion: 1,
      console: { version: '1.2.3', mode: 'production' },
      app: 'index.html',
      routes: ['/', '/projects', '/projects/:project'],
      notFound: { status: 404, file: 'index.html' },
    })
    expect(readEmbedManifest(dir)).toEqual(manifest)
    expect(manifest.files.some((f) => f.path === MANIFEST_FILE)).toBe(false)
  })

  it('sends a strict Content-Security-Policy, nosniff and a referrer policy', () => {
    const csp = Object.fromEntries(
      manifest.headers['Content-Security-Policy'].split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/)
        return [name, values.join(' ')]
      }),
    )
    expect(csp['script-src']).toBe("'self'")
    expect(csp['style-src']).toBe("'self'")
    expect(csp['frame-ancestors']).toBe("'none'")
    expect(csp['object-src']).toBe("'none'")
    expect(manifest.headers['Content-Security-Policy']).not.toMatch(/unsafe-|https?:|\*/)
    expect(manifest.headers['X-Content-Type-Options']).toBe('nosniff')
    expect(manifest.headers['Referrer-Policy']).toBe('same-origin')
  })

  it('refuses a folder without a manifest, saying what to do', () => {
    expect(() => readEmbedManifest(tmpdir())).toThrow(/build the console first/)
  })
})
