// Serves the built console in dist/ on http://localhost:$PORT (default 4000). API_HOST proxies the API.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { startStaticServer } from './static-server.mjs'

const root = resolve(import.meta.dirname, '../dist')
if (!existsSync(resolve(root, 'index.html'))) {
  console.error('dist/ has no build yet: run `make build` (or `make run`, which builds first).')
  process.exit(1)
}
const port = Number(process.env.PORT ?? 4000)
const apiHost = process.env.API_HOST
const server = await startStaticServer({ root, port, apiHost })
const mode = existsSync(resolve(root, 'mockServiceWorker.js'))
  ? 'technical preview, mock API'
  : 'production build'
console.log(`Oxide Console (${mode}) on http://localhost:${port}  (Ctrl-C to stop)`)
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)))
