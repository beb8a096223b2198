// `make release`: a production build in dist/ and console-<version>.tar.gz holding it (embed manifest included)
// and SHA256SUMS. Two releases of the same commit are the same bytes: the build is deterministic, the archive
// fixes every entry's mode, owner and time (the commit's time) and its order, and gzip writes no time or system.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from '../esbuild.mjs'
import { listFiles } from './embed-manifest.mjs'
import { gzip } from './precompress.mjs'
import { tar } from './tar.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The time every entry carries: SOURCE_DATE_EPOCH if set, else the commit's time, else 1970. */
export function sourceDateEpoch() {
  if (process.env.SOURCE_DATE_EPOCH) return Number(process.env.SOURCE_DATE_EPOCH)
  try {
    return Number(execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: root, encoding: 'utf8' }).trim())
  } catch {
    return 0
  }
}

export const version = () => JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version

/**
 * The archive of a finished build: `dist/...` (directories before what they hold) and `SHA256SUMS`, whose lines
 * `sha256sum -c` checks after unpacking.
 * @param {string} outdir @param {{ mtime: number }} opts
 */
export async function packRelease(outdir, { mtime }) {
  const files = listFiles(outdir).map((path) => ({
    path: `dist/${path}`,
    bytes: readFileSync(join(outdir, path)),
  }))
  const sums = files.map((f) => `${createHash('sha256').update(f.bytes).digest('hex')}  ${f.path}\n`).join('')
  const dirs = new Set(['dist/'])
  for (const { path } of files) {
    for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1)) dirs.add(path.slice(0, i + 1))
  }
  const entries = [...[...dirs].map((path) => ({ path })), ...files].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  )
  const archive = tar([{ path: 'SHA256SUMS', bytes: Buffer.from(sums) }, ...entries], { mtime })
  return gzip(archive, 9)
}

/**
 * Builds the production console into `outdir` and writes the release archive.
 * @param {{ outdir?: string, tarball?: string, mtime?: number }} [opts]
 */
export async function release({
  outdir = join(root, 'dist'),
  tarball = join(root, `console-${version()}.tar.gz`),
  mtime = sourceDateEpoch(),
} = {}) {
  await build({ mock: false, outdir })
  const bytes = await packRelease(outdir, { mtime })
  writeFileSync(tarball, bytes)
  return { tarball, bytes }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const { tarball, bytes } = await release()
  const sha = createHash('sha256').update(bytes).digest('hex')
  const ms = Math.round(performance.now() - started)
  console.log(`Wrote ${relative(root, tarball)} (${bytes.length} bytes, sha256 ${sha}) in ${ms} ms`)
}
