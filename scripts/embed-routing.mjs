// How a request is answered from the embed manifest alone: the reference for embed/README.md, used by the
// project's own static server. Pure functions, so the rules are tested without a network.

/**
 * The params of `pathname` if it matches a route pattern (`/projects/:project`), else null. A `:param` takes one
 * non-empty segment; a final `*` takes the rest. One trailing slash is ignored, as React Router ignores it.
 *
 * @param {string} pattern @param {string} pathname
 */
export function matchRoute(pattern, pathname) {
  const want = segments(pattern)
  const have = segments(pathname)
  /** @type {Record<string, string>} */
  const params = {}
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]
    if (segment === '*') {
      params['*'] = have.slice(i).join('/')
      return params
    }
    const value = have[i]
    if (value === undefined || value === '') return null
    if (segment.startsWith(':')) params[segment.slice(1)] = value
    else if (segment !== value) return null
  }
  return have.length === want.length ? params : null
}

/**
 * The route pattern a path is, if any: of those that match, the one with the most literal segments, as React
 * Router prefers `/projects/:project/instances-new` to `/projects/:project/:anything`.
 *
 * @param {string[]} patterns @param {string} pathname
 */
export function routeOf(patterns, pathname) {
  const literals = (pattern) => segments(pattern).filter((s) => !s.startsWith(':') && s !== '*').length
  let best
  for (const pattern of patterns) {
    if (matchRoute(pattern, pathname) && (best === undefined || literals(pattern) > literals(best)))
      best = pattern
  }
  return best
}

const segments = (path) => (path === '/' ? [] : path.replace(/\/$/, '').split('/').slice(1))

/**
 * The encoding to send, from the variants a file has and the client's `Accept-Encoding`: brotli before gzip
 * when both are acceptable (it is smaller), neither when the client refuses them (`q=0`) or did not ask.
 *
 * @param {string | undefined} acceptEncoding @param {string[]} available
 * @returns {string | null}
 */
export function chooseEncoding(acceptEncoding, available) {
  if (!acceptEncoding || available.length === 0) return null
  /** @type {Map<string, number>} */
  const q = new Map()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    q.set(name.trim(), weight ? Number(weight.slice(2)) : 1)
  }
  const accepts = (encoding) => (q.get(encoding) ?? q.get('*') ?? 0) > 0
  return ['br', 'gzip'].find((encoding) => available.includes(encoding) && accepts(encoding)) ?? null
}

/**
 * How to answer one request.
 *
 * - a file the manifest lists: that file (or its variant for the client's encodings), under its cache policy;
 * - a path under `/assets/` that is not listed: 404 with a short text, never the app (a stale chunk must fail
 *   as what it is, not as HTML parsed as JavaScript);
 * - a path that matches a route pattern: the app, 200, with a `Link` header that preloads the route's files
 *   (the manifest's `preload` for that pattern), so its code arrives in the same round trip as the entry;
 * - anything else: the app with status 404, so the console shows its Page not found screen.
 * Every answer carries the manifest's headers.
 *
 * @param {import('./embed-manifest.mjs').EmbedManifest} manifest
 * @param {{ method: string, pathname: string, acceptEncoding?: string, ifNoneMatch?: string }} request
 * @returns {{ status: number, headers: Record<string, string>, file?: string, body?: string }}
 *   `file`, relative to the build folder, is the body to send (none for 304 and 405)
 */
export function resolveRequest(manifest, { method, pathname, acceptEncoding, ifNoneMatch }) {
  const common = { ...manifest.headers }
  if (method !== 'GET' && method !== 'HEAD') {
    return { status: 405, headers: { ...common, Allow: 'GET, HEAD', 'Cache-Control': 'no-cache' } }
  }
  const byPath = filesByPath(manifest)
  const listed = byPath.get(decodePath(pathname).slice(1))
  if (!listed && pathname.startsWith('/assets/')) {
    const headers = { ...common, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }
    return { status: 404, headers, body: 'Not found' }
  }
  const route = listed ? undefined : routeOf(manifest.routes, pathname)
  const isRoute = route !== undefined
  const entry = listed ?? /** @type {NonNullable<typeof listed>} */ (byPath.get(manifest.app))
  const status = listed || isRoute ? 200 : manifest.notFound.status

  const available = Object.keys(entry.encodings ?? {})
  const encoding = chooseEncoding(acceptEncoding, available)
  const served = encoding ? entry.encodings[encoding] : entry
  const etag = `"${served.sha256.slice(0, 32)}"`
  /** @type {Record<string, string>} */
  const headers = {
    ...common,
    'Content-Type': entry.contentType,
    'Cache-Control': manifest.cachePolicies[entry.cache],
    'Content-Length': String(served.size),
    ETag: etag,
  }
  const preload = route === undefined ? [] : (manifest.preload?.[route] ?? [])
  if (preload.length > 0) headers.Link = linkHeader(preload)
  if (entry.sourceMap) headers.SourceMap = entry.sourceMap
  if (available.length > 0) headers.Vary = 'Accept-Encoding'
  if (encoding) headers['Content-Encoding'] = encoding
  if (status === 200 && ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
    delete headers['Content-Length']
    return { status: 304, headers }
  }
  return { status, headers, file: served.path }
}

/** A `Link` header that preloads `urls`, in order: a stylesheet as a style, anything else as a module. */
export const linkHeader = (urls) =>
  urls
    .map((url) => (url.endsWith('.css') ? `<${url}>; rel=preload; as=style` : `<${url}>; rel=modulepreload`))
    .join(', ')

/** @type {WeakMap<object, Map<string, any>>} */
const indexes = new WeakMap()
function filesByPath(manifest) {
  let index = indexes.get(manifest)
  if (!index) {
    index = new Map(manifest.files.map((f) => [f.path, f]))
    indexes.set(manifest, index)
  }
  return index
}

function decodePath(pathname) {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
