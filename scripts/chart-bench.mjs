// Time to first paint of four charts of 1,000 points each, in headless Chromium under the console's CSP: builds a
// page of just those charts (scripts/chart-bench/BenchPage.tsx) into a temporary folder, serves it as the console
// is served, loads it several times and reports the median. A figure to watch, not a test.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as esbuild from 'esbuild'
import { writeEmbedManifest } from './embed-manifest.mjs'
import { launchChromium } from './launch-chromium.mjs'
import { startStaticServer } from './static-server.mjs'

const root = resolve(import.meta.dirname, '..')
async function buildPage(outdir) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { bench: 'scripts/chart-bench/BenchPage.tsx' },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    loader: { '.module.css': 'local-css', '.css': 'css' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  writeFileSync(
    join(outdir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8" /><title>Chart bench</title>',
      '<link rel="stylesheet" href="/bench.css" />',
      '<script type="module" src="/bench.js"></script>',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  )
  // browsers ask for one
  writeFileSync(join(outdir, 'favicon.ico'), '')
  // the server serves what a build's manifest lists, with the console's headers (its CSP among them)
  await writeEmbedManifest({
    outdir,
    mode: 'production',
    version: 'bench',
    routes: [{ pattern: '/' }],
    compression: 'none',
  })
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** @returns {Promise<{ paint: number, fastest: number, render: number, runs: number, problems: string[] }>} ms */
export async function measureChartPaint({ runs = 7 } = {}) {
  const outdir = mkdtempSync(join(tmpdir(), 'chart-bench-'))
  const server = await buildPage(outdir).then(() => startStaticServer({ root: outdir, port: 0 }))
  const browser = await launchChromium()
  const paints = []
  const renders = []
  const problems = []
  try {
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()))
      page.on('pageerror', (e) => problems.push(e.message))
      await page.goto(`http://localhost:${server.address().port}/`)
      await page.waitForFunction(() => window.chartsPainted !== undefined, undefined, { timeout: 30_000 })
      const { painted, started } = await page.evaluate(() => ({
        painted: window.chartsPainted,
        started: window.renderStarted,
      }))
      paints.push(painted)
      renders.push(painted - started)
      await page.close()
    }
  } finally {
    await browser.close()
    server.close()
    rmSync(outdir, { recursive: true, force: true })
  }
  // the first load warms Chromium itself up; it is not what a user waits for
  const warm = (xs) => (xs.length > 1 ? xs.slice(1) : xs)
  return {
    paint: Math.round(median(warm(paints))),
    fastest: Math.round(Math.min(...warm(paints))),
    render: Math.round(median(warm(renders))),
    runs,
    problems,
  }
}

if (process.argv[1] === import.meta.filename) {
  const r = await measureChartPaint()
  console.log(
    `Four charts of 1,000 points: first paint ${r.paint} ms after navigation start (fastest ${r.fastest} ms), ${r.render} ms after rendering began`,
  )
  if (r.problems.length) console.log(r.problems.join('\n'))
}
