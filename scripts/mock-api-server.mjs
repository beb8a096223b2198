// Serves the console's mock Oxide API over HTTP on 127.0.0.1, with the same handlers, data and
// session as the in-browser preview (signed in as ada; every /v1 call waits 200-400 ms).
//
// Usage: npm run mock-api            PORT=0 picks a free port; MOCK_DELAY=0 answers at once; MOCK_SPEED=10
// plays the simulated changes (instances starting, bundles collecting, rollouts) ten times faster;
// MOCK_SCALE=large adds the large data set (300 projects, 10,000 instances, 20,000 disks, 2,000 floating IPs)
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const HOST = '127.0.0.1'
const port = Number(process.env.PORT ?? 12220)

// The handlers are TypeScript; bundle them (msw and zod included) into one ES module we can import.
// They import through the `~/` and `~mock/` aliases, which esbuild resolves from the paths in tsconfig.json.
const outdir = mkdtempSync(join(tmpdir(), 'oxide-mock-api-'))
const outfile = join(outdir, 'mock-api.mjs')
try {
  await build({
    entryPoints: [join(root, 'web/mock/server-entry.ts')],
    tsconfig: join(root, 'tsconfig.json'),
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  })
} catch (error) {
  rmSync(outdir, { recursive: true, force: true })
  throw error
}
const { handleMockRequest, scale, seedMs } = await import(pathToFileURL(outfile).href)
if (scale !== 'default') console.log(`Added the ${scale} data set in ${Math.round(seedMs)} ms`)

async function readBody(req) {
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  return chunks.length ? Buffer.concat(chunks) : undefined
}

async function toFetchRequest(req, origin) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  // a file (a repository upload) goes to the handler as it arrives, so the sender's upload progress follows
  // the mock's reading of it; anything else is read whole first
  const streamed = hasBody && req.headers['content-type'] === 'application/octet-stream'
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: streamed ? Readable.toWeb(req) : hasBody ? await readBody(req) : undefined,
    ...(streamed ? { duplex: 'half' } : {}),
  })
}

async function sendFetchResponse(res, response) {
  // a network error (the fault switch's `network-error=`) has no response: drop the connection instead
  if (response.type === 'error') {
    res.destroy()
    return
  }
  const headers = {}
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

const server = createServer(async (req, res) => {
  try {
    const origin = `http://${req.headers.host ?? `${HOST}:${server.address().port}`}`
    await sendFetchResponse(res, await handleMockRequest(await toFetchRequest(req, origin)))
  } catch (error) {
    console.error('mock API error:', error)
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({ error_code: 'Internal', message: 'mock API error', request_id: crypto.randomUUID() }),
    )
  }
})

function shutdown() {
  server.close(() => {
    rmSync(outdir, { recursive: true, force: true })
    process.exit(0)
  })
  // keep-alive connections would hold close() open
  server.closeAllConnections()
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

server.listen(port, HOST, () => {
  const { port: actual } = server.address()
  console.log(`Mock Oxide API listening on http://${HOST}:${actual}`)
})
