// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listFiles, readEmbedManifest } from './embed-manifest.mjs'
import { packRelease, release } from './release.mjs'
import { readRoutePatterns } from './route-patterns.mjs'
import { sharedProductionBuild } from './shared-build.mjs'

/** name, mode, owner and time of each entry, read from the archive's ustar headers */
function entriesOf(archive) {
  const tarBytes = gunzipSync(archive)
  const entries = []
  for (let at = 0; tarBytes[at] !== 0; ) {
    const field = (offset, length) =>
      tarBytes.toString('utf8', at + offset, at + offset + length).replace(/\0.*$/s, '')
    const prefix = field(345, 155)
    const size = Number.parseInt(field(124, 12), 8)
    entries.push({
      path: prefix ? `${prefix}/${field(0, 100)}` : field(0, 100),
      mode: field(100, 8),
      owner: `${Number.parseInt(field(108, 8), 8)}:${Number.parseInt(field(116, 8), 8)}`,
      mtime: Number.parseInt(field(136, 12), 8),
    })
    at += 512 + Math.ceil(size / 512) * 512
  }
  return entries
}

describe('the release archive', () => {
  // inside the checkout, at the depth of the shared build's folder, so the source maps' relative paths are alike
  const cache = resolve(import.meta.dirname, '../.cache')
  mkdirSync(cache, { recursive: true })
  const folder = mkdtempSync(join(cache, 'release-'))
  const mtime = 1_700_000_000
  let a
  let sharedArchive

  beforeAll(async () => {
    // two builds of the same sources: the run's shared production build, packed as release() packs its own,
    // and release() building again from scratch
    const [shared, built] = await Promise.all([
      sharedProductionBuild(),
      release({ outdir: join(folder, 'dist'), tarball: join(folder, 'console.tar.gz'), mtime }),
    ])
    a = built
    sharedArchive = await packRelease(shared.outdir, { mtime })
  }, 180_000)
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true })
  })

  it('is the same bytes when built twice from the same sources', () => {
    expect(readFileSync(a.tarball).equals(sharedArchive)).toBe(true)
    expect(a.bytes.length).toBeGreaterThan(100_000)
  })

  it('holds dist/, its manifest and SHA256SUMS, with fixed modes, owners and times', () => {
    const entries = entriesOf(a.bytes)
    const files = listFiles(join(folder, 'dist'))
    expect(entries.map((e) => e.path)).toEqual([
      'SHA256SUMS',
      'dist/',
      ...withDirs(files.map((f) => `dist/${f}`)),
    ])
    expect(files).toContain('embed-manifest.json')
    for (const entry of entries) {
      expect(entry.owner).toBe('0:0')
      expect(entry.mtime).toBe(mtime)
      expect(entry.mode).toBe(entry.path.endsWith('/') ? '0000755' : '0000644')
    }
  })

  it('unpacks with tar, and every file matches SHA256SUMS', () => {
    const out = join(folder, 'unpacked')
    mkdirSync(out)
    execFileSync('tar', ['-xzf', a.tarball, '-C', out])
    const sums = readFileSync(join(out, 'SHA256SUMS'), 'utf8').trim().split('\n')
    expect(sums.length).toBe(listFiles(join(folder, 'dist')).length)
    for (const line of sums) {
      const [sha, path] = line.split('  ')
      expect(
        createHash('sha256')
          .update(readFileSync(join(out, path)))
          .digest('hex'),
        path,
      ).toBe(sha)
    }
  })

  it('ships a production manifest that lists every file of dist/ and every route of the tree', async () => {
    const dist = join(folder, 'dist')
    const manifest = readEmbedManifest(dist)
    expect(manifest.console.mode).toBe('production')
    const listed = manifest.files.flatMap((f) => [
      f.path,
      ...Object.values(f.encodings ?? {}).map((v) => v.path),
    ])
    expect(listed.sort()).toEqual(listFiles(dist).filter((f) => f !== 'embed-manifest.json'))
    expect(manifest.routes).toEqual((await readRoutePatterns()).map((r) => r.pattern))
    // every script and stylesheet has both variants (but for the smallest, where gzip's header outweighs its gain)
    for (const file of manifest.files.filter((f) => /\.(js|css)$/.test(f.path) && f.size > 1024)) {
      expect(Object.keys(file.encodings ?? {}).sort(), file.path).toEqual(['br', 'gzip'])
    }
    // production builds carry no mock and no static hosts' files
    expect(listed.some((p) => /mockServiceWorker|_redirects|vercel\.json/.test(p))).toBe(false)
  })
})

/** Paths with the directories that hold them, each directory before its contents. */
function withDirs(paths) {
  const all = new Set(paths)
  for (const path of paths) {
    for (let i = path.indexOf('/', 'dist/'.length); i !== -1; i = path.indexOf('/', i + 1))
      all.add(path.slice(0, i + 1))
  }
  return [...all].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))
}
