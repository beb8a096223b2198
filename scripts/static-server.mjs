// Serves a built console exactly as its embed manifest says (see embed/README.md and embed-routing.mjs), the way
// the control-plane binary does, and, when an API host is given, proxies API paths to it. A rebuild into the same
// folder (`make dev`) is picked up by the manifest's change time.
import { createReadStream } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { join, resolve } from 'node:path'
import { isApiRequest } from './api-requests.mjs'
import { manifestChangedAt, readEmbedManifest } from './embed-manifest.mjs'
import { resolveRequest } from './embed-routing.mjs'

/** The manifest of `dir`, read again whenever the build rewrites it; throws while there is none. */
function manifestOf(dir) {
  let changedAt = null
  let manifest
  return () => {
    const now = manifestChangedAt(dir)
    if (now !== changedAt) {
      manifest = readEmbedManifest(dir)
      changedAt = now
    }
    return manifest
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
  const manifest = manifestOf(dir)
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    if (apiHost && isApiRequest(req.method, pathname)) return proxy(req, res, apiHost)
    let current
    try {
      current = manifest()
    } catch (e) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' })
      return res.end(`The console is not built yet: ${e.message}`)
    }
    const answer = resolveRequest(current, {
      method: req.method ?? 'GET',
      pathname,
      acceptEncoding: req.headers['accept-encoding'],
      ifNoneMatch: req.headers['if-none-match'],
    })
    res.writeHead(answer.status, answer.headers)
    if (req.method === 'HEAD' || !answer.file) return res.end(answer.body)
    createReadStream(join(dir, answer.file))
      .on('error', () => res.destroy())
      .pipe(res)
  })
  return new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => ok(server))
  })
}
