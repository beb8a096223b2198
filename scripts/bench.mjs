// Measures what users and developers wait for: the production build time, the JS+CSS bytes (raw and gzip) a
// browser must download before each route can render, the latency the preview's mock API adds, how long
// pages take to show in a browser (bench-pages.mjs), and the same on the preview's large data set
// (bench-large.mjs).
// Figures, not pass/fail: see README "Benchmarks".
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from '../esbuild.mjs'
import { measureLargeDataSet, printLargeResults } from './bench-large.mjs'
import { measureForms, measurePages, printFormResults, printPageResults } from './bench-pages.mjs'
import { measureChartPaint } from './chart-bench.mjs'
import { moduleKey } from './metafile-graph.mjs'
import { measureMockLatency } from './mock-latency.mjs'
import { firstLoadScripts, holdsCharts, sharedFiles } from './route-bytes.mjs'

const root = resolve(import.meta.dirname, '..')
// the signed-in routes, which bring the signed-in shell (the authenticated layout) along, and the API client
const SHELL = ['web/src/signed-in-routes.tsx', 'web/src/api/instance.ts']
// a System page also loads the System area's routes
const SYSTEM = [...SHELL, 'web/src/system-routes.tsx']
const INSTANCE = 'web/src/pages/project/instances/InstancePage.tsx'

/** The route modules each screen needs on a cold first load, besides the entry. */
export const ROUTES = {
  'login/{silo}/local': ['web/src/pages/auth/login/LoginLocalPage.tsx'],
  'device/verify': ['web/src/pages/auth/device/DeviceVerifyPage.tsx'],
  '/projects': [...SHELL, 'web/src/pages/silo/projects/ProjectsPage.tsx'],
  '/projects-new': [
    ...SHELL,
    'web/src/pages/silo/projects/ProjectsPage.tsx',
    'web/src/pages/silo/projects/ProjectCreateForm.tsx',
  ],
  'settings/profile': [...SHELL, 'web/src/pages/settings/profile/ProfilePage.tsx'],
  'system/silos': [...SYSTEM, 'web/src/pages/system/silos/SilosPage.tsx'],
  '.../instances': [...SHELL, 'web/src/pages/project/instances/InstancesPage.tsx'],
  '.../instances/{i}': [...SHELL, INSTANCE, 'web/src/pages/project/instances/storage/StorageTab.tsx'],
  '.../serial-console': [...SHELL, 'web/src/pages/project/instances/connect/SerialConsolePage.tsx'],
  '.../metrics/cpu': [
    ...SHELL,
    INSTANCE,
    'web/src/pages/project/instances/metrics/MetricsTab.tsx',
    'web/src/pages/project/instances/metrics/CpuMetricsTab.tsx',
  ],
  '/utilization': [...SHELL, 'web/src/pages/silo/utilization/SiloUtilizationPage.tsx'],
  'system/utilization': [...SYSTEM, 'web/src/pages/system/utilization/SystemUtilizationPage.tsx'],
  '.../images-new': [
    ...SHELL,
    'web/src/pages/project/images/ProjectImagesPage.tsx',
    'web/src/pages/project/images/ImageUploadForm.tsx',
  ],
}

function sizes(files) {
  let raw = 0
  let gzip = 0
  for (const f of files) {
    const bytes = readFileSync(f)
    raw += bytes.length
    gzip += gzipSync(bytes).length
  }
  return { raw, gzip }
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`

async function main() {
  const started = performance.now()
  const outdir = join(tmpdir(), `console-bench-${process.pid}`)
  const times = []
  let built
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now()
    built = await build({ mock: false, outdir })
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  console.log(
    `Production build: median ${Math.round(times[2])} ms, fastest ${Math.round(times[0])} ms (5 runs)\n`,
  )

  console.log('First-load JS+CSS per route (production build, no mock code):')
  console.log(
    `${'route'.padEnd(22)}${'raw'.padStart(12)}${'gzip'.padStart(12)}${'files'.padStart(8)}${'charts'.padStart(8)}`,
  )
  for (const [route, modules] of Object.entries(ROUTES)) {
    const files = [...firstLoadScripts(built.metafile, modules.map(moduleKey))]
    const shared = sharedFiles(built, modules.map(moduleKey)).map((f) => join(outdir, f))
    const { raw, gzip } = sizes([...files.map((f) => resolve(root, f)), ...shared])
    const count = String(files.length + shared.length).padStart(8)
    const charts = (holdsCharts(built.metafile, files) ? 'nivo' : '-').padStart(8)
    console.log(`${route.padEnd(22)}${kib(raw).padStart(12)}${kib(gzip).padStart(12)}${count}${charts}`)
  }
  rmSync(outdir, { recursive: true, force: true })

  const chartPaint = await measureChartPaint()
  console.log('\nFour charts of 1,000 points each in headless Chromium (median of the warm loads):')
  console.log(
    `first paint of all four ${chartPaint.paint} ms after navigation start (fastest ${chartPaint.fastest} ms), ${chartPaint.render} ms after rendering began`,
  )
  if (chartPaint.problems.length) console.log(`problems on the page:\n${chartPaint.problems.join('\n')}`)

  const latency = await measureMockLatency({ requests: 200 })
  console.log('\nMock API added latency (preview delay, 200 requests over loopback):')
  console.log(`p50 ${latency.p50} ms, p95 ${latency.p95} ms, min ${latency.min} ms, max ${latency.max} ms`)

  console.log('')
  printPageResults(await measurePages())
  console.log('')
  printFormResults(await measureForms())
  console.log('')
  printLargeResults(await measureLargeDataSet())
  console.log(`\nmake bench took ${Math.round((performance.now() - started) / 1000)} s`)
}

if (process.argv[1] === import.meta.filename) await main()
