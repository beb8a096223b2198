// Measures the latency the mock API adds to each call, as the preview promises (200-400 ms per request).
// Starts the standalone mock server twice on free loopback ports, once with the default delay and once
// with MOCK_DELAY=0 as a baseline, fires the same mix of read-only requests at both, and reports the
// difference per request: p50, p95, min and max in ms.
//
// Usage: node scripts/mock-latency.mjs [requests]          (default 200; `make bench` calls it)
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const HOST = '127.0.0.1'
const MAX_REQUESTS = 5000
const MAX_CONCURRENCY = 32

/** Read-only calls across the API's areas; the delay applies the same whether or not they succeed. */
export const ENDPOINTS = [
  '/v1/ping',
  '/v1/me',
  '/v1/me/groups',
  '/v1/me/ssh-keys',
  '/v1/projects',
  '/v1/projects/web-frontend',
  '/v1/policy',
  '/v1/users',
  '/v1/groups',
  '/v1/system/silos',
  '/v1/instances?project=web-frontend',
  '/v1/disks?project=web-frontend',
  '/v1/vpcs?project=web-frontend',
  '/v1/system/hardware/sleds',
  '/v1/system/ip-pools',
]

/** Start scripts/mock-api-server.mjs on a free port; resolves with its URL and a stop function. */
export function startMockServer(env) {
  const childEnv = { ...process.env, ...env, PORT: '0' }
  delete childEnv.MOCK_FAULTS
  if (env.MOCK_DELAY === undefined) delete childEnv.MOCK_DELAY
  const child = spawn(process.execPath, ['scripts/mock-api-server.mjs'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', () => done())
      child.kill('SIGTERM')
    })
  return new Promise((resolveServer, reject) => {
    let output = ''
    const onData = (chunk) => {
      output += chunk
      const url = output.match(/http:\/\/127\.0\.0\.1:\d+/)?.[0]
      if (url) resolveServer({ url, stop })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.once('exit', (code) => reject(new Error(`mock server exited early (${code}):\n${output}`)))
  })
}

async function timed(url) {
  const start = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  return { ms: performance.now() - start, status: response.status }
}

/** Fire `count` requests round-robin over ENDPOINTS, `concurrency` at a time. */
async function fire(baseUrl, count, concurrency) {
  const samples = []
  let next = 0
  async function worker() {
    while (next < count) {
      const path = ENDPOINTS[next++ % ENDPOINTS.length]
      samples.push({ path, ...(await timed(baseUrl + path)) })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return samples
}

/** What each endpoint costs without the delay: the median of a few sequential calls, after a warm-up. */
async function baselines(baseUrl, rounds = 5) {
  const times = new Map(ENDPOINTS.map((path) => [path, []]))
  for (let round = 0; round < rounds + 1; round++) {
    for (const path of ENDPOINTS) {
      const { ms } = await timed(baseUrl + path)
      if (round > 0) times.get(path).push(ms)
    }
  }
  return new Map(
    [...times].map(([path, ms]) => [
      path,
      percentile(
        ms.sort((a, b) => a - b),
        50,
      ),
    ]),
  )
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

const round = (ms) => Math.round(ms * 10) / 10

/**
 * Added latency of the mock, in ms: each round trip against the server with the default delay, minus
 * the median round trip of the same endpoint against a server without delay.
 */
export async function measureMockLatency({ requests = 200, concurrency = 8 } = {}) {
  const count = Math.max(1, Math.min(MAX_REQUESTS, Math.floor(requests)))
  const parallel = Math.max(1, Math.min(MAX_CONCURRENCY, Math.floor(concurrency), count))
  const servers = await Promise.allSettled([startMockServer({}), startMockServer({ MOCK_DELAY: '0' })])
  try {
    const failed = servers.find((s) => s.status === 'rejected')
    if (failed) throw failed.reason
    const [delayed, baseline] = servers.map((s) => s.value)

    for (const { url } of [delayed, baseline]) {
      if (new URL(url).hostname !== HOST) throw new Error(`refusing to measure a non-loopback host: ${url}`)
    }
    const base = await baselines(baseline.url)
    await fire(delayed.url, ENDPOINTS.length, parallel) // warm-up, not counted
    const samples = await fire(delayed.url, count, parallel)
    const added = samples.map((s) => Math.max(0, s.ms - base.get(s.path))).sort((a, b) => a - b)
    const statuses = {}
    for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1
    const baseTimes = [...base.values()].sort((a, b) => a - b)
    return {
      requests: count,
      concurrency: parallel,
      p50: round(percentile(added, 50)),
      p95: round(percentile(added, 95)),
      min: round(added[0]),
      max: round(added[added.length - 1]),
      baselineP50: round(percentile(baseTimes, 50)),
      statuses,
    }
  } finally {
    await Promise.all(servers.map((s) => (s.status === 'fulfilled' ? s.value.stop() : null)))
  }
}

async function main() {
  const requests = Number(process.argv[2] ?? 200)
  const r = await measureMockLatency({ requests })
  console.log(
    `Mock API added latency (${r.requests} requests, ${r.concurrency} at a time; promise: 200-400 ms):`,
  )
  console.log(`  p50 ${r.p50} ms   p95 ${r.p95} ms   min ${r.min} ms   max ${r.max} ms`)
  console.log(`  baseline round trip without delay: p50 ${r.baselineP50} ms`)
  const statuses = Object.entries(r.statuses).map(([status, n]) => `${status}×${n}`)
  console.log(`  statuses: ${statuses.join(' ')}`)
}

if (process.argv[1] === import.meta.filename) await main()
