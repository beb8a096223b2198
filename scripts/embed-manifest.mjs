// The embed manifest: everything a server needs to serve a build of the console, written by the build into the
// build folder. embed/README.md is its documentation; scripts/embed-routing.mjs serves by it.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { ENCODINGS, precompress } from './precompress.mjs'

export const MANIFEST_FILE = 'embed-manifest.json'
/** The manifest's shape; a server written against version 1 can refuse anything else. */
export const MANIFEST_VERSION = 1

const HEADERS = JSON.parse(readFileSync(new URL('../embed/headers.json', import.meta.url), 'utf8'))

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // the static hosts' own files (_redirects, _headers, .nojekyll)
  '': 'text/plain; charset=utf-8',
}

export const contentTypeOf = (path) => CONTENT_TYPES[extname(path)] ?? 'application/octet-stream'

/** What each cache policy sends as `Cache-Control`. */
export const CACHE_POLICIES = {
  // hashed names change whenever the content does, so a cached copy never goes stale
  immutable: 'public, max-age=31536000, immutable',
  // everything else is asked again on every load, so a new release shows up at once
  'no-cache': 'no-cache',
}

const cachePolicyOf = (path) => (path.startsWith('assets/') ? 'immutable' : 'no-cache')

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

/** Every file under `dir`, relative to it with `/` separators, in code-point order. */
export function listFiles(dir, prefix = '') {
  const found = []
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) found.push(...listFiles(dir, path))
    else found.push(path)
  }
  return found.sort(byCodePoint)
}

export const byCodePoint = (a, b) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Writes `embed-manifest.json` into a finished build, and the compressed variants it lists.
 *
 * @param {{
 *   outdir: string,
 *   mode: 'production' | 'preview',
 *   version: string,
 *   routes: { pattern: string }[],
 *   preload?: Record<string, string[]>,
 *   compression: import('./precompress.mjs').Compression | 'none',
 * }} opts `preload`: by route pattern, the URLs of the files that route needs beyond the entry
 */
export async function writeEmbedManifest({ outdir, mode, version, routes, preload = {}, compression }) {
  // a rebuild into the same folder (dev) must not list the variants of files that are gone
  const isVariant = (path) => Object.values(ENCODINGS).some((suffix) => path.endsWith(suffix))
  for (const path of listFiles(outdir)) if (isVariant(path)) rmSync(join(outdir, path))
  const paths = listFiles(outdir).filter((path) => path !== MANIFEST_FILE)
  const variants = compression === 'none' ? new Map() : await precompress(outdir, paths, compression)

  const listed = new Set(paths)
  const files = paths.map((path) => {
    const bytes = readFileSync(join(outdir, path))
    const encodings = Object.fromEntries(
      Object.entries(variants.get(path) ?? {}).map(([encoding, variant]) => [
        encoding,
        { path: `${path}${ENCODINGS[encoding]}`, size: variant.length, sha256: sha256(variant) },
      ]),
    )
    // the build's code names its source map here, for a SourceMap header, not in a comment at its end
    const sourceMap = /\.(js|css)$/.test(path) && listed.has(`${path}.map`) ? `/${path}.map` : undefined
    return {
      path,
      size: bytes.length,
      sha256: sha256(bytes),
      contentType: contentTypeOf(path),
      cache: cachePolicyOf(path),
      ...(sourceMap ? { sourceMap } : {}),
      ...(Object.keys(encodings).length > 0 ? { encodings } : {}),
    }
  })

  const manifest = {
    manifestVersion: MANIFEST_VERSION,
    console: { version, mode },
    app: 'index.html',
    routes: routes.map((r) => r.pattern),
    preload,
    notFound: { status: 404, file: 'index.html' },
    headers: HEADERS,
    cachePolicies: CACHE_POLICIES,
    files,
  }
  // written aside and renamed, so a server that reads it during a rebuild never sees half of it
  const partial = join(outdir, `.${MANIFEST_FILE}.partial`)
  writeFileSync(partial, `${JSON.stringify(manifest, null, 2)}\n`)
  renameSync(partial, join(outdir, MANIFEST_FILE))
  return manifest
}

/** @typedef {Awaited<ReturnType<typeof writeEmbedManifest>>} EmbedManifest */

/**
 * The manifest of the build in `dir`, or an error that says how to make one.
 * @param {string} dir
 * @returns {EmbedManifest}
 */
export function readEmbedManifest(dir) {
  const path = join(dir, MANIFEST_FILE)
  let manifest
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'))
  } catch (e) {
    throw new Error(`no readable ${MANIFEST_FILE} in ${dir} (${e.message}): build the console first`)
  }
  if (manifest.manifestVersion !== MANIFEST_VERSION) {
    throw new Error(`${path} has manifest version ${manifest.manifestVersion}; expected ${MANIFEST_VERSION}`)
  }
  return manifest
}

/** When the manifest in `dir` last changed (-1: there is none), so a server can pick up a rebuild. */
export function manifestChangedAt(dir) {
  try {
    return statSync(join(dir, MANIFEST_FILE)).mtimeMs
  } catch {
    return -1
  }
}
