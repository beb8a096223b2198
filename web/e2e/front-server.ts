import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, inject } from 'vitest'

/**
 * Answers a request itself (and says so by returning true), or lets it pass to the test server (false). It may
 * take its time: the request waits for it.
 */
export type Intercept = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>

/**
 * Servers in front of the test server, for tests that change what the console's server does with some requests
 * (a file gone after an update, code on a slow network). Call it once at the top of a test file, as
 * `setupBrowser()`; it closes the servers a test opened after the test. With the function it gives,
 * `intercept` sees each request first, and everything it lets pass goes through unchanged; `onClose` runs after
 * the test, before the server closes. The server's origin is `localhost` on a port of its own.
 */
export function setupFrontServers() {
  const servers: Server[] = []
  const cleanups: (() => void)[] = []

  afterEach(async () => {
    // a test that stopped early may leave requests held: let them go, so that the servers can close
    for (const cleanup of cleanups.splice(0)) cleanup()
    await Promise.all(
      servers.splice(0).map((server) => {
        server.closeAllConnections()
        return new Promise((done) => server.close(done))
      }),
    )
  })

  return async function frontServer(intercept: Intercept, onClose?: () => void) {
    const upstream = new URL(inject('baseURL'))
    const server = createServer(async (req, res) => {
      if (await intercept(req, res)) return
      const forward = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      forward.on('error', () => res.destroy())
      req.pipe(forward)
    })
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
    servers.push(server)
    if (onClose) cleanups.push(onClose)
    return `http://localhost:${(server.address() as AddressInfo).port}`
  }
}
