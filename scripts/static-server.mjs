// Serves a built console the way the control-plane binary does (see embed/README.md): hashed assets cached
// forever, every client-side route answered with index.html under the console's Content-Security-Policy, and,
// when an API host is given, API paths proxied to it.
import { createReadStream, readFileSync, statSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { extname, join, normalize, resolve } from 'node:path'

const headers = JSON.parse(readFileSync(new URL('../embed/headers.json', import.meta.url), 'utf8'))

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}

/** API requests go to the API host; GETs of /login/... and /device/... are console pages. */
export function isApiRequest(method, pathname) {
  if (pathname.startsWith('/v1/') || pathname.startsWith('/experimental/')) return true
  // the API host's own /login picks the silo from the request's host name and redirects to its login page
  if (pathname === '/login') return true
  const apiOnPost = ['/login/', '/device/', '/logout']
  return method !== 'GET' && method !== 'HEAD' && apiOnPost.some((p) => pathname.startsWith(p))
}

function fileFor(root, pathname) {
  const path = normalize(join(root, decodeURIComponent(pathname)))
  if (!path.startsWith(root)) return null
  try {
    return statSync(path).isFile() ? path : null
  } catch {
    return null
  }
}

function proxy(req, res, apiHost) {
  const target = new URL(req.url, apiHost)
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  const upstream = send(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers)
      up.pipe(res)
    },
  )
  upstream.on('error', (err) => {
    res.writeHead(502, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ error_code: 'BadGateway', message: `API host unreachable: ${err.message}` }))
  })
  req.pipe(upstream)
}

/**
 * @param {{ root: string, port: number, host?: string, apiHost?: string }} opts
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({ root, port, host = '127.0.0.1', apiHost }) {
  const dir = resolve(root)
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    if (apiHost && isApiRequest(req.method, pathname)) return proxy(req, res, apiHost)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' })
      return res.end()
    }
    const file = pathname === '/' ? null : fileFor(dir, pathname)
    if (!file && pathname.startsWith('/assets/')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      return res.end('Not found')
    }
    const path = file ?? join(dir, 'index.html')
    const isIndex = path.endsWith('index.html')
    const extra = isIndex ? headers.index : pathname.startsWith('/assets/') ? headers.assets : {}
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', ...extra })
    if (req.method === 'HEAD') return res.end()
    createReadStream(path)
      .on('error', () => res.end())
      .pipe(res)
  })
  return new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => ok(server))
  })
}
