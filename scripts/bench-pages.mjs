// Times what a user waits for on a cold load: the production build, served by the console's static server
// and proxying the API to the standalone mock API (no delay), opened in headless Chromium.
//
// For each page it reports the median of five loads (a fresh browser context each, so nothing is cached) of the
// time from navigation start until the page shows what it is for (the sign-in button, the instance rows, an
// instance's CPU chart), and
// the number of request waves: round trips of code (JS and CSS) the browser makes one after the other. Waves
// are counted on a separate load with 100 ms of added latency per request, which keeps round trips apart even
// on loopback: a request that starts after an earlier code response has arrived belongs to the next wave.
// That load's own time is reported too: with latency, the number of files counts as well as the waves, since a
// browser opens at most six connections to an HTTP/1.1 host and the files beyond six wait for a free one.
//
// It also times five forms opened over a list already on screen: from the click that opens the form to the
// frame that paints its first field ready for input (the median of five, each in a fresh context whose list has
// settled first, so that the form's code is fetched by the click).
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
export function recordReady(readySource) {
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

/**
 * The forms timed: the list they open over, what the list shows once it is there, what opens the form (`open`,
 * after `before` if a menu must be open first), and the label of the field that must take input.
 * @type {{ name: string, list: string, listed: string, before?: (tab: import('playwright-core').Page) => Promise<void>,
 *   open: (tab: import('playwright-core').Page) => Promise<void>, field: string }[]}
 */
export const FORMS = [
  {
    name: 'project create',
    list: '/projects',
    listed: 'web-frontend',
    open: (tab) => tab.getByRole('link', { name: 'New project' }).click(),
    field: 'Name',
  },
  {
    name: 'instance create',
    list: '/projects/web-frontend/instances',
    listed: 'web-1',
    open: (tab) => tab.getByRole('link', { name: 'New instance' }).first().click(),
    field: 'Name',
  },
  {
    name: 'firewall rule edit',
    list: '/projects/web-frontend/vpcs/default/firewall-rules',
    listed: 'allow-icmp',
    open: (tab) => tab.getByRole('link', { name: 'allow-icmp', exact: true }).click(),
    field: 'Name',
  },
  {
    name: 'silo create',
    list: '/system/silos',
    listed: 'engineering',
    open: (tab) => tab.getByRole('link', { name: 'New silo' }).first().click(),
    field: 'Name',
  },
  {
    name: 'floating IP attach',
    list: '/projects/web-frontend/floating-ips',
    listed: 'spare',
    before: (tab) => tab.getByRole('button', { name: 'Actions for spare' }).click(),
    open: (tab) => tab.getByRole('menuitem', { name: 'Attach to instance' }).click(),
    field: 'Instance',
  },
]

/**
 * Runs in the page before its own scripts: records the moment of the first pointer press after `__armed` is set,
 * and the first animation frame after which a field labelled `__field` is in the page, shown, enabled and not
 * read-only.
 */
function recordFieldReady() {
  document.addEventListener(
    'pointerdown',
    () => {
      if (window.__armed && window.__pressedAt === undefined) window.__pressedAt = performance.now()
    },
    true,
  )
  const fieldReady = () => {
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === window.__field)
    const field = label && (label.control ?? document.getElementById(label.htmlFor))
    return Boolean(field && field.getClientRects().length > 0 && !field.disabled && !field.readOnly)
  }
  const check = () => {
    if (window.__pressedAt === undefined || window.__fieldAt !== undefined || window.__fieldPending) return
    if (!fieldReady()) return
    window.__fieldPending = true
    requestAnimationFrame(() => {
      window.__fieldAt = performance.now()
    })
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true })
}

async function openFormOnce(browser, baseURL, form) {
  const context = await browser.newContext({ baseURL })
  try {
    const tab = await context.newPage()
    await tab.addInitScript(recordFieldReady)
    await tab.goto(form.list)
    await tab.getByText(form.listed, { exact: true }).first().waitFor()
    await tab.waitForLoadState('networkidle')
    await form.before?.(tab)
    await tab.evaluate((field) => {
      window.__field = field
      window.__armed = true
    }, form.field)
    await form.open(tab)
    await tab.waitForFunction(() => window.__fieldAt !== undefined, undefined, { timeout: 30_000 })
    return await tab.evaluate(() => window.__fieldAt - window.__pressedAt)
  } finally {
    await context.close()
  }
}

/** Opens each form in FORMS over its list, `runs` times; resolves with one result per form. */
export async function measureForms({ runs = RUNS } = {}) {
  const mock = await startMockServer({ MOCK_DELAY: '0' })
  let server
  let browser
  try {
    server = await serveBuild('production', mock.url)
    browser = await launchChromium()
    const results = []
    for (const form of FORMS) {
      await openFormOnce(browser, server.baseURL, form) // warm-up
      const times = []
      for (let i = 0; i < runs; i++) times.push(await openFormOnce(browser, server.baseURL, form))
      results.push({ name: form.name, median: median(times), times })
    }
    return results
  } finally {
    await browser?.close()
    await server?.close()
    await mock.stop()
  }
}

export function printFormResults(results) {
  console.log(
    'Forms opened over their list, from the click to the first field ready for input (production build):',
  )
  for (const r of results) {
    const runs = r.times.map((t) => Math.round(t)).join(' ')
    console.log(`${r.name.padEnd(20)}${`${Math.round(r.median)} ms`.padStart(10)}${runs.padStart(34)}`)
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

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
export async function serveBuild(kind, mockUrl) {
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
        slow: slow.readyAt,
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
  const head = ['median', 'runs', 'waves', 'files', `+${WAVE_LATENCY_MS} ms`]
  const widths = [10, 34, 8, 8, 10]
  const line = (name, cells) => name.padEnd(18) + cells.map((c, i) => String(c).padStart(widths[i])).join('')
  console.log(line('until', head))
  for (const r of results) {
    const runs = r.times.map((t) => Math.round(t)).join(' ')
    console.log(
      line(r.name, [`${Math.round(r.median)} ms`, runs, r.waves, r.files, `${Math.round(r.slow)} ms`]),
    )
  }
  console.log(
    'waves: round trips of JS/CSS before the first API call (or before the page is ready, if it makes none);',
  )
  console.log(
    `files: how many JS/CSS files those waves hold; +${WAVE_LATENCY_MS} ms: the same page with that latency added to every request,`,
  )
  console.log(
    'where files beyond the six connections a browser opens to one HTTP/1.1 host wait for each other',
  )
  for (const r of results.filter((r) => r.controlled !== undefined)) {
    console.log(`${r.name}: the mock's service worker controls the page after ${Math.round(r.controlled)} ms`)
  }
}

if (process.argv[1] === import.meta.filename) {
  printPageResults(await measurePages())
  printFormResults(await measureForms())
}
