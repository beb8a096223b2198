// Builds the console into dist/ with content-hashed assets, or rebuilds on change and serves it.
//
//   node esbuild.mjs build            production build (no mock code at all)
//   node esbuild.mjs build --mock     technical-preview build (in-browser mock API + service worker)
//   node esbuild.mjs dev              preview build, rebuilt on change, served with SPA fallback;
//                                     with API_HOST=https://... it proxies the API instead of mocking
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'
import { finishBuild } from './scripts/finish-build.mjs'
import { renderIndexHtml } from './scripts/index-html.mjs'
import { previewAliases } from './scripts/preview-build.mjs'
import { reactAriaLocales } from './scripts/react-aria-locales.mjs'
import { startStaticServer } from './scripts/static-server.mjs'
import { writeStylesheets } from './scripts/stylesheets.mjs'

const root = dirname(fileURLToPath(import.meta.url))
const defaultOutdir = resolve(root, 'dist')
const entry = 'web/src/main.tsx'
/** The locales whose React Aria strings the build keeps: the console's (web/src/util/locale.ts). */
export const KEPT_LOCALES = ['en-US']
const signedInRoutes = 'web/src/signed-in-routes.tsx'

/** @param {{ mock: boolean, dev?: boolean, outdir?: string }} opts */
export function buildOptions({ mock, dev = false, outdir = defaultOutdir }) {
  return {
    absWorkingDir: root,
    entryPoints: [entry],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: !dev,
    // maps beside the code, named by a SourceMap header (embed-manifest.mjs) rather than a comment in every file
    sourcemap: 'external',
    metafile: true,
    jsx: 'automatic',
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunk-[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    publicPath: '/',
    loader: {
      '.module.css': 'local-css',
      '.css': 'css',
      '.woff': 'file',
      '.woff2': 'file',
      '.svg': 'file',
    },
    alias: {
      // formik imports lodash; point it at lodash-es so only one copy is bundled
      lodash: 'lodash-es',
      // react-router's package exports always resolve to its development build (extra checks and warnings)
      ...(dev ? {} : { 'react-router': './node_modules/react-router/dist/production/index.mjs' }),
      ...(mock ? previewAliases : {}),
    },
    define: {
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
      'process.env.MOCK': JSON.stringify(mock ? 'true' : 'false'),
    },
    plugins: [reactAriaLocales(KEPT_LOCALES)],
    logLevel: 'warning',
  }
}

/** Writes the stylesheets, index.html and, for preview builds, the MSW service worker next to the assets. */
function writeShell(metafile, { mock, outdir = defaultOutdir }) {
  const styles = writeStylesheets(metafile, { root, outdir, entry, signedInRoutes })
  const html = renderIndexHtml(metafile, { entry, mock, outdir, root, ...styles })
  writeFileSync(resolve(outdir, 'index.html'), html)
  copyFileSync(resolve(root, 'web/public/favicon.svg'), resolve(outdir, 'favicon.svg'))
  if (mock) {
    copyFileSync(
      resolve(root, 'node_modules/msw/lib/mockServiceWorker.js'),
      resolve(outdir, 'mockServiceWorker.js'),
    )
  }
  return styles
}

/** @param {{ mock: boolean, outdir?: string }} opts */
export async function build({ mock, outdir = defaultOutdir }) {
  rmSync(outdir, { recursive: true, force: true })
  mkdirSync(outdir, { recursive: true })
  const result = await esbuild.build(buildOptions({ mock, outdir }))
  const styles = writeShell(result.metafile, { mock, outdir })
  const manifest = await finishBuild({ root, outdir, mock, metafile: result.metafile, ...styles })
  return { ...result, ...styles, manifest }
}

async function dev() {
  const apiHost = process.env.API_HOST
  const mock = !apiHost
  const outdir = defaultOutdir
  rmSync(outdir, { recursive: true, force: true })
  mkdirSync(outdir, { recursive: true })
  const options = buildOptions({ mock, dev: true })
  const ctx = await esbuild.context({
    ...options,
    plugins: [
      ...options.plugins,
      {
        name: 'write-shell',
        setup(b) {
          b.onEnd(async (result) => {
            if (result.errors.length > 0) return
            const styles = writeShell(result.metafile, { mock })
            await finishBuild({
              root,
              outdir,
              mock,
              compression: 'none',
              metafile: result.metafile,
              ...styles,
            })
            console.log(`rebuilt ${new Date().toLocaleTimeString()}`)
          })
        },
      },
    ],
  })
  await ctx.watch()
  const port = Number(process.env.PORT ?? 4000)
  await startStaticServer({ root: outdir, port, apiHost })
  console.log(`Console (${mock ? 'mock API' : `API at ${apiHost}`}) on http://localhost:${port}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...flags] = process.argv.slice(2)
  if (command === 'build') {
    const started = performance.now()
    const mock = flags.includes('--mock')
    await build({ mock })
    const ms = Math.round(performance.now() - started)
    console.log(`Built ${mock ? 'preview' : 'production'} console into dist/ in ${ms} ms`)
  } else if (command === 'dev') {
    await dev()
  } else {
    console.error('usage: node esbuild.mjs build [--mock] | dev')
    process.exit(2)
  }
}
