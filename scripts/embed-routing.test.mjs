// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { chooseEncoding, matchRoute, resolveRequest, routeOf } from './embed-routing.mjs'

describe('matching a route pattern', () => {
  it('takes one non-empty segment per param and ignores one trailing slash', () => {
    expect(matchRoute('/projects/:project/disks', '/projects/web/disks')).toEqual({ project: 'web' })
    expect(matchRoute('/projects/:project/disks', '/projects/web/disks/')).toEqual({ project: 'web' })
    expect(matchRoute('/projects/:project/disks', '/projects//disks')).toBeNull()
    expect(matchRoute('/projects/:project/disks', '/projects/web/disks/extra')).toBeNull()
    expect(matchRoute('/projects/:project', '/projects')).toBeNull()
    expect(matchRoute('/projects', '/projects-new')).toBeNull()
  })

  it('matches the root only to itself, and a final * to the rest', () => {
    expect(matchRoute('/', '/')).toEqual({})
    expect(matchRoute('/', '/projects')).toBeNull()
    expect(matchRoute('/files/*', '/files/a/b')).toEqual({ '*': 'a/b' })
  })
})

describe('the route a path is', () => {
  it('prefers the pattern with the most literal segments, as the router does', () => {
    const patterns = ['/projects/:project/:anything', '/projects/:project/instances-new', '/projects']
    expect(routeOf(patterns, '/projects/web/instances-new')).toBe('/projects/:project/instances-new')
    expect(routeOf(patterns, '/projects/web/disks')).toBe('/projects/:project/:anything')
    expect(routeOf(patterns, '/projects/')).toBe('/projects')
    expect(routeOf(patterns, '/silos')).toBeUndefined()
  })
})

describe('choosing an encoding', () => {
  it('prefers brotli, then gzip, among what the client accepts', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br')
    expect(chooseEncoding('gzip', ['br', 'gzip'])).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5', ['br', 'gzip'])).toBe('gzip')
    expect(chooseEncoding('*', ['gzip'])).toBe('gzip')
    expect(chooseEncoding('*, gzip;q=0', ['gzip'])).toBeNull()
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeNull()
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeNull()
    expect(chooseEncoding('br', [])).toBeNull()
  })
})

const variant = (path, size) => ({ path, size, sha256: `${size}`.padStart(64, 'a') })
const manifest = {
  manifestVersion: 1,
  app: 'index.html',
  routes: ['/', '/projects', '/projects/:project/disks'],
  preload: {
    '/projects/:project/disks': [
      '/assets/signed-in-ABCDEFGH.css',
      '/assets/DisksPage-ABCDEFGH.js',
      '/assets/chunk-ABCDEFGH.js',
    ],
  },
  notFound: { status: 404, file: 'index.html' },
  headers: { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' },
  cachePolicies: { immutable: 'public, max-age=31536000, immutable', 'no-cache': 'no-cache' },
  files: [
    {
      ...variant('index.html', 900),
      contentType: 'text/html; charset=utf-8',
      cache: 'no-cache',
      encodings: { br: variant('index.html.br', 300), gzip: variant('index.html.gz', 400) },
    },
    {
      ...variant('assets/main-ABCDEFGH.js', 5000),
      contentType: 'text/javascript; charset=utf-8',
      cache: 'immutable',
      sourceMap: '/assets/main-ABCDEFGH.js.map',
    },
  ],
}
const get = (pathname, extra = {}) => resolveRequest(manifest, { method: 'GET', pathname, ...extra })

describe('answering a request from the manifest', () => {
  it('answers a route with the app, in the encoding the client takes', () => {
    const answer = get('/projects/web/disks', { acceptEncoding: 'gzip, br' })
    expect(answer).toMatchObject({ status: 200, file: 'index.html.br' })
    expect(answer.headers).toMatchObject({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'br',
      'Content-Length': '300',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      'Content-Security-Policy': "default-src 'self'",
    })
    expect(get('/projects')).toMatchObject({ status: 200, file: 'index.html' })
  })

  it("preloads a route's own files with the app, so they come in the same round trip as the entry", () => {
    // a stylesheet as a style, code as modules
    expect(get('/projects/web/disks').headers.Link).toBe(
      '</assets/signed-in-ABCDEFGH.css>; rel=preload; as=style, ' +
        '</assets/DisksPage-ABCDEFGH.js>; rel=modulepreload, </assets/chunk-ABCDEFGH.js>; rel=modulepreload',
    )
    // a route that needs nothing beyond the entry, a path that is no route and a file: no preloads
    expect(get('/projects').headers.Link).toBeUndefined()
    expect(get('/nowhere').headers.Link).toBeUndefined()
    expect(get('/assets/main-ABCDEFGH.js').headers.Link).toBeUndefined()
  })

  it('answers a path that is no route with the app and 404, and a missing asset with a plain 404', () => {
    expect(get('/nowhere')).toMatchObject({ status: 404, file: 'index.html' })
    const asset = get('/assets/main-OLDCHUNK.js')
    expect(asset).toMatchObject({ status: 404, body: 'Not found' })
    expect(asset.file).toBeUndefined()
    expect(asset.headers['X-Content-Type-Options']).toBe('nosniff')
  })

  it('serves listed files under their cache policy, and nothing it does not list', () => {
    const answer = get('/assets/main-ABCDEFGH.js', { acceptEncoding: 'br' })
    expect(answer).toMatchObject({ status: 200, file: 'assets/main-ABCDEFGH.js' })
    expect(answer.headers['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers['Content-Encoding']).toBeUndefined()
    // code names its source map by a header, for developer tools
    expect(answer.headers.SourceMap).toBe('/assets/main-ABCDEFGH.js.map')
    expect(get('/projects').headers.SourceMap).toBeUndefined()
    expect(get('/embed-manifest.json')).toMatchObject({ status: 404, file: 'index.html' })
  })

  it('answers a matching ETag with 304 and other methods with 405', () => {
    const { headers } = get('/projects')
    expect(get('/projects', { ifNoneMatch: headers.ETag })).toMatchObject({ status: 304 })
    const post = resolveRequest(manifest, { method: 'POST', pathname: '/projects' })
    expect(post).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } })
    expect(post.headers['Content-Security-Policy']).toBe("default-src 'self'")
  })
})
