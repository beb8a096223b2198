// Times the console on the preview's large data set (`?scale=large`: 300 more projects holding 10,000 instances,
// 20,000 disks and 2,000 floating IPs; the last, `scale-p300`, holds a tenth of each) against the default one, in
// headless Chromium, the mock answering without delay:
// - the time from navigation start to the rows of the largest project's instances (a cold load each time);
// - the instance create form of that project: from navigation start until its image picker can be used, then
//   from the press on the picker to the frame that shows its options, and the API calls the form made;
// - the JS heap the tab holds (after a garbage collection) once the first list has shown, and after nine more
//   lists opened in the page as its links open them. In the preview the mock and its data live in the tab too, so
//   the same walk is also made with the production build against the standalone mock API server (the app alone).
// Medians of a few runs, each in a fresh browser context. `make bench` calls it; see README "Benchmarks".
//
// Usage: node scripts/bench-large.mjs

import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from '../esbuild.mjs'
import {
  apiBytesRead,
  navigateInPage,
  recordApiCalls,
  recordPickerOpen,
  settledPage,
} from './bench-large-probes.mjs'
import { median, recordReady, serveBuild } from './bench-pages.mjs'
import { launchChromium } from './launch-chromium.mjs'
import { startMockServer } from './mock-latency.mjs'
import { startStaticServer } from './static-server.mjs'

const RUNS = 3
const HEAP_RUNS = 3
const QUIET_MS = 300

/** The two data sets, each with its largest project and an instance the first page of its list shows. */
export const DATA_SETS = [
  { scale: 'default', project: 'web-frontend', instance: 'web-1' },
  { scale: 'large', project: 'scale-p300', instance: 'scale-p300-i0001' },
]

/** The ten lists of the heap walk, the first one loaded, the others opened in the page. */
export const LISTS = (project) => [
  '/projects',
  `/projects/${project}/instances`,
  `/projects/${project}/disks`,
  `/projects/${project}/snapshots`,
  `/projects/${project}/images`,
  `/projects/${project}/vpcs`,
  `/projects/${project}/floating-ips`,
  `/projects/${project}/affinity`,
  '/images',
  '/system/silos',
]

const query = (set) => `?scale=${set.scale}&mock-delay=0`

async function inContext(browser, baseURL, run) {
  const context = await browser.newContext({ baseURL })
  try {
    return await run(context, await context.newPage())
  } finally {
    await context.close()
  }
}

/** From navigation start to the frame that paints the instance rows; with the ms the mock took to build its data. */
function rowsOnce(browser, baseURL, set) {
  return inContext(browser, baseURL, async (_context, tab) => {
    const ready = `() => [...document.querySelectorAll('main tbody tr')].some((r) => r.textContent.includes(${JSON.stringify(set.instance)}))`
    await tab.addInitScript(recordReady, ready)
    await tab.goto(`/projects/${set.project}/instances${query(set)}`)
    await tab.waitForFunction(() => window.__readyAt !== undefined, undefined, { timeout: 60_000 })
    return tab.evaluate(() => ({
      rows: window.__readyAt,
      seed: performance.getEntriesByName('mock: large data set')[0]?.duration,
    }))
  })
}

/** The instance create form: until its image picker is ready, the press that opens it, and the calls made. */
function pickerOnce(browser, baseURL, set) {
  return inContext(browser, baseURL, async (_context, tab) => {
    let calls = 0
    tab.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/v1/')) calls++
    })
    const ready = `() => { const l = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Image'); const f = l && (l.control ?? document.getElementById(l.htmlFor)); return Boolean(f && f.getClientRects().length > 0 && !f.disabled) }`
    await tab.addInitScript(recordReady, ready)
    await tab.addInitScript(recordPickerOpen)
    await tab.goto(`/projects/${set.project}/instances-new${query(set)}`)
    await tab.waitForFunction(() => window.__readyAt !== undefined, undefined, { timeout: 60_000 })
    await tab.evaluate(() => {
      window.__armed = true
    })
    await tab.getByRole('combobox', { name: 'Image' }).click()
    await tab.waitForFunction(() => window.__optionsAt !== undefined, undefined, { timeout: 30_000 })
    const times = await tab.evaluate(() => ({
      form: window.__readyAt,
      open: window.__optionsAt - window.__pressedAt,
    }))
    return { ...times, calls }
  })
}

/** The JS heap in use after a full garbage collection, in bytes. */
async function usedHeap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((m) => m.name === 'JSHeapUsedSize').value
}

/** The heap after the first list, and after all ten; each list waited for until its calls have settled. */
function heapOnce(browser, baseURL, set) {
  return inContext(browser, baseURL, async (context, tab) => {
    const [first, ...rest] = LISTS(set.project)
    await tab.addInitScript(recordApiCalls)
    await tab.goto(first + query(set))
    const settled = () => tab.waitForFunction(settledPage, QUIET_MS, { timeout: 60_000 })
    await settled()
    const cdp = await context.newCDPSession(tab)
    const afterFirst = await usedHeap(cdp)
    for (const path of rest) {
      await tab.evaluate(navigateInPage, path)
      await settled()
    }
    return { afterFirst, afterTen: await usedHeap(cdp), apiBytes: await tab.evaluate(apiBytesRead) }
  })
}

/**
 * The command palette: the time from the first key of a search for an instance of the last project to the frame
 * that shows it as a result. The shortcuts' code comes just after the page, and the Search button names them
 * once they work, so the press waits for that. Null when no palette opens or the result never shows.
 */
async function paletteOnce(browser, baseURL, set) {
  return inContext(browser, baseURL, async (_context, tab) => {
    const name = `${set.project}-i0999`
    await tab.goto(`/projects/${set.project}/instances${query(set)}`)
    await tab.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 })
    await tab
      .locator('button[aria-keyshortcuts]')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined)
    await tab.keyboard.press('Control+K')
    const opened = await tab
      .getByRole('dialog')
      .first()
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      )
    if (!opened) return null
    const start = await tab.evaluate(() => performance.now())
    await tab.keyboard.type(name)
    const shown = (text) =>
      [...document.querySelectorAll('[role="option"]')].some((o) => o.textContent.includes(text))
    const found = await tab.waitForFunction(shown, name, { polling: 'raf', timeout: 30_000 }).then(
      () => true,
      () => false,
    )
    return found ? (await tab.evaluate(() => performance.now())) - start : null
  })
}

async function repeat(times, once, { warmUp = true } = {}) {
  if (warmUp) await once() // the server, the disk cache of the files, the browser
  const results = []
  for (let i = 0; i < times; i++) results.push(await once())
  return results
}

// the browser keeps its connections open: drop them, or close() waits for them
const closeServer = (server) =>
  new Promise((done) => {
    server.close(done)
    server.closeAllConnections()
  })

const medianOf = (results, key) => {
  const values = results.map((r) => r[key]).filter((v) => typeof v === 'number')
  return values.length ? median(values) : undefined
}

/** Runs every measurement on both data sets; resolves with the medians by data set. */
export async function measureLargeDataSet({ runs = RUNS, heapRuns = HEAP_RUNS } = {}) {
  const started = performance.now()
  const preview = await serveBuild('preview')
  const productionDir = join(tmpdir(), `console-bench-large-${process.pid}`)
  let mock
  let production
  let browser
  try {
    browser = await launchChromium()
    const results = {}
    for (const set of DATA_SETS) {
      const rows = await repeat(runs, () => rowsOnce(browser, preview.baseURL, set))
      const picker = await repeat(runs, () => pickerOnce(browser, preview.baseURL, set))
      // the heap is no time: it needs no warm-up
      const heap = await repeat(heapRuns, () => heapOnce(browser, preview.baseURL, set), { warmUp: false })
      results[set.scale] = {
        project: set.project,
        rows: medianOf(rows, 'rows'),
        seed: medianOf(rows, 'seed'),
        form: medianOf(picker, 'form'),
        open: medianOf(picker, 'open'),
        calls: medianOf(picker, 'calls'),
        heapFirst: medianOf(heap, 'afterFirst'),
        heapTen: medianOf(heap, 'afterTen'),
      }
    }
    results.large.palette = await paletteOnce(browser, preview.baseURL, DATA_SETS[1])
    // the same against the standalone mock API server, which holds the data outside the tab: one production
    // build, served for each data set by a server of its own
    await build({ mock: false, outdir: productionDir })
    for (const set of DATA_SETS) {
      mock = await startMockServer({ MOCK_DELAY: '0', MOCK_SCALE: set.scale })
      production = await startStaticServer({ root: productionDir, port: 0, apiHost: mock.url })
      const baseURL = `http://127.0.0.1:${production.address().port}`
      const rows = await repeat(runs, () => rowsOnce(browser, baseURL, set))
      const heap = await repeat(heapRuns, () => heapOnce(browser, baseURL, set), { warmUp: false })
      results[set.scale].appRows = medianOf(rows, 'rows')
      results[set.scale].appHeapTen = medianOf(heap, 'afterTen')
      results[set.scale].appApiBytes = medianOf(heap, 'apiBytes')
      await closeServer(production)
      await mock.stop()
      production = mock = undefined
    }
    return { results, seconds: (performance.now() - started) / 1000 }
  } finally {
    await browser?.close()
    if (production) await closeServer(production)
    await mock?.stop()
    await preview.close()
    rmSync(productionDir, { recursive: true, force: true })
  }
}

const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`)
const mib = (bytes) => (bytes === undefined ? '-' : `${(bytes / 1024 ** 2).toFixed(1)} MiB`)
const kib = (bytes) => (bytes === undefined ? '-' : `${Math.round(bytes / 1024)} KiB`)

export function printLargeResults({ results, seconds }) {
  const d = results.default
  const l = results.large
  console.log(
    'Large data set (?scale=large: 300 more projects, 10,000 instances, 20,000 disks, 2,000 floating IPs) in',
  )
  console.log(
    `headless Chromium, preview build, mock without delay; medians of ${RUNS} (heap: ${HEAP_RUNS}); largest project`,
  )
  console.log(`${d.project} (default) and ${l.project} (large):`)
  const line = (what, a, b) => console.log(`${what.padEnd(46)}${a.padStart(12)}${b.padStart(12)}`)
  line('preview build (the mock and its data in the tab):', 'default', 'large')
  line('mock data set built in the page', '-', ms(l.seed))
  line('instance rows, from navigation start', ms(d.rows), ms(l.rows))
  line('instance create form ready (image picker)', ms(d.form), ms(l.form))
  line('image picker, press to options shown', ms(d.open), ms(l.open))
  line('API calls of the instance create form', String(d.calls ?? '-'), String(l.calls ?? '-'))
  line('JS heap after the first list (with the mock)', mib(d.heapFirst), mib(l.heapFirst))
  line('JS heap after ten lists (with the mock)', mib(d.heapTen), mib(l.heapTen))
  console.log('production build against the standalone mock API server (the data outside the tab):')
  line('instance rows, from navigation start', ms(d.appRows), ms(l.appRows))
  line('JS heap after ten lists', mib(d.appHeapTen), mib(l.appHeapTen))
  line('API responses read over the ten lists', kib(d.appApiBytes), kib(l.appApiBytes))
  const palette =
    l.palette === null ? 'not measured (no palette opened, or no result within 30 s)' : ms(l.palette)
  console.log(`palette, first key to the result for ${l.project}-i0999: ${palette}`)
  console.log(`(the large data set's part of the benchmark took ${Math.round(seconds)} s)`)
}

if (process.argv[1] === import.meta.filename) printLargeResults(await measureLargeDataSet())
