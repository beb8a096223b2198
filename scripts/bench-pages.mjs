// Times what a user waits for on a cold load: the production build, served by the console's static server
// and proxying the API to the standalone mock API (no delay), opened in headless Chromium.
//
// For each page it reports the median of five loads (a fresh browser context each, so nothing is cached) of the
// time from navigation start until the page shows what it is for (the sign-in button, the instance rows, an
// instance's CPU chart), and
// the number of request waves: round trips of code (JS and CSS) the browser makes one after the other. Waves
// are counted on a separate load with 100 ms of added latency per request, which keeps round trips apart even
// on loopback: a request that starts after an earlier code response has arrived belongs to the next wave.
//
// Usage: node scripts/bench-pages.mjs          (`make bench` calls it; needs Chromium, see `make chromium`)
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from '../esbuild.mjs'
import { launchChromium } from './launch-chromium.mjs'
import { startMockServer } from './mock-latency.mjs'
import { startStaticServer } from './static-server.mjs'

const RUNS = 5
const WAVE_LATENCY_MS = 100

const signInButton = () =>
  [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Sign in')
const instanceRows = () =>
  [...document.querySelectorAll('main tbody tr')].some((r) => r.textContent.includes('web-1'))
// a line drawn in the first chart: its data and the chart's code (which loads beside it) have both arrived
const cpuChart = () => document.querySelector('main [role="group"] svg path[d^="M"]') !== null

/**
 * The pages timed, and how each says it is ready: a condition on the DOM, checked on every change. The
 * production build talks to the standalone mock API; the preview build runs the mock in the page (its service
 * worker must take control first), so only its sign-in page, which calls no API, is timed.
 */
export const PAGES = [
  { name: 'sign-in button', build: 'production', path: '/login/engineering/local', ready: signInButton },
  {
    name: 'instance rows',
    build: 'production',
    path: '/projects/web-frontend/instances',
    ready: instanceRows,
  },
  {
    name: 'CPU chart',
    build: 'production',
    path: '/projects/web-frontend/instances/web-1/metrics/cpu',
    ready: cpuChart,
  },
  { name: 'preview sign-in', build: 'preview', path: '/login/engineering/local', ready: signInButton },
]

/**
 * Runs in the page before its own scripts: records, as ms since navigation start, the first animation frame
 * after `ready` holds (the frame that paints it).
 */
function recordReady(readySource) {
  const ready = new Function(`return (${readySource})()`)
  const check = () => {
    if (window.__readyAt !== undefined || window.__readyPending || !ready()) return
    window.__readyPending = true
    requestAnimationFrame(() => {
      window.__readyAt = performance.now()
    })
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true })
  // the preview's mock answers nothing until its service worker controls the page
  navigator.serviceWorker?.addEventListener('controllerchange', () => {
    window.__controlledAt = performance.now()
  })
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function loadOnce(browser, baseURL, page, { latency = 0 } = {}) {
  const context = await browser.newContext({ baseURL })
  try {
    const tab = await context.newPage()
    if (latency) {
      const cdp = await context.newCDPSession(tab)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
    }
    await tab.addInitScript(recordReady, page.ready.toString())
    await tab.goto(page.path)
    await tab.waitForFunction(() => window.__readyAt !== undefined, undefined, { timeout: 30_000 })
    return await tab.evaluate(() => ({
      readyAt: window.__readyAt,
      controlledAt: window.__controlledAt,
      resources: performance.getEntriesByType('resource').map((r) => ({
        url: r.name,
        start: r.startTime,
        end: r.responseEnd,
      })),
    }))
  } finally {
    await context.close()
  }
}

/**
 * Groups requests into waves, in the order they started: a request that starts after a response of the current
 * wave has arrived could depend on it, so it opens the next wave. Counts the waves of code (JS and CSS under
 * /assets/) that the first API call waited for, i.e. the waves before the one it starts in; a page that calls no
 * API counts its code waves until it was ready.
 */
export function wavesBefore(resources, readyAt) {
  const pathOf = (r) => new URL(r.url).pathname
  const isApi = (r) => pathOf(r).startsWith('/v1/')
  const isCode = (r) => /^\/assets\/.+\.(js|css)$/.test(pathOf(r))
  const firstApi = resources.filter(isApi).sort((a, b) => a.start - b.start)[0]
  const requests = resources
    .filter((r) => isCode(r) || r === firstApi)
    .filter((r) => r.start < (firstApi ? firstApi.start + 1 : readyAt))
    .sort((a, b) => a.start - b.start)
  let waves = 0
  let firstEnd = Number.NEGATIVE_INFINITY
  for (const r of requests) {
    if (r === firstApi) return { waves: r.start >= firstEnd ? waves : waves - 1, files: requests.length - 1 }
    if (waves === 0 || r.start >= firstEnd) {
      waves++
      firstEnd = r.end
    } else firstEnd = Math.min(firstEnd, r.end)
  }
  return { waves, files: requests.length }
}

/** Serves one build of the console: production proxies the API to the mock server, preview mocks in the page. */
async function serveBuild(kind, mockUrl) {
  const outdir = join(tmpdir(), `console-bench-pages-${kind}-${process.pid}`)
  await build({ mock: kind === 'preview', outdir })
  const apiHost = kind === 'production' ? mockUrl : undefined
  const server = await startStaticServer({ root: outdir, port: 0, apiHost })
  return {
    baseURL: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((done) =>
        server.close(() => {
          rmSync(outdir, { recursive: true, force: true })
          done()
        }),
      ),
  }
}

/** Builds, serves and times every page in PAGES; resolves with one result per page. */
export async function measurePages({ runs = RUNS } = {}) {
  const mock = await startMockServer({ MOCK_DELAY: '0' })
  const servers = {}
  let browser
  try {
    for (const kind of new Set(PAGES.map((p) => p.build))) servers[kind] = await serveBuild(kind, mock.url)
    browser = await launchChromium()
    const results = []
    for (const page of PAGES) {
      const { baseURL } = servers[page.build]
      await loadOnce(browser, baseURL, page) // warm-up: server, disk cache of the files, browser start-up
      const loads = []
      for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, baseURL, page))
      const times = loads.map((l) => l.readyAt)
      const controlled = loads.map((l) => l.controlledAt).filter((t) => t !== undefined)
      const slow = await loadOnce(browser, baseURL, page, { latency: WAVE_LATENCY_MS })
      results.push({
        ...page,
        median: median(times),
        times,
        controlled: controlled.length ? median(controlled) : undefined,
        ...wavesBefore(slow.resources, slow.readyAt),
      })
    }
    return results
  } finally {
    await browser?.close()
    for (const server of Object.values(servers)) await server.close()
    await mock.stop()
  }
}

export function printPageResults(results) {
  console.log('Cold loads in headless Chromium; production build against the mock API server without delay:')
  console.log(`${'until'.padEnd(18)}${'median'.padStart(10)}${'runs'.padStart(34)}${'waves'.padStart(8)}`)
  for (const r of results) {
    const runs = r.times.map((t) => Math.round(t)).join(' ')
    const median = `${Math.round(r.median)} ms`
    console.log(
      `${r.name.padEnd(18)}${median.padStart(10)}${runs.padStart(34)}${String(r.waves).padStart(8)}`,
    )
  }
  console.log(
    'waves: round trips of JS/CSS before the first API call (or before the page is ready, if it makes none)',
  )
  for (const r of results.filter((r) => r.controlled !== undefined)) {
    console.log(`${r.name}: the mock's service worker controls the page after ${Math.round(r.controlled)} ms`)
  }
}

if (process.argv[1] === import.meta.filename) printPageResults(await measurePages())
