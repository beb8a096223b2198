// @vitest-environment node
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../esbuild.mjs'

const isMockInput = (path) => path.startsWith('web/mock/') || /node_modules\/(msw|@mswjs)\//.test(path)

describe('builds', () => {
  const prodDir = join(tmpdir(), `console-prod-${process.pid}`)
  const previewDir = join(tmpdir(), `console-preview-${process.pid}`)
  let prod
  let preview

  beforeAll(async () => {
    prod = await build({ mock: false, outdir: prodDir })
    preview = await build({ mock: true, outdir: previewDir })
  }, 60_000)
  afterAll(() => {
    rmSync(prodDir, { recursive: true, force: true })
    rmSync(previewDir, { recursive: true, force: true })
  })

  it('leaves every line of mock code out of a production build', () => {
    const bundled = Object.values(prod.metafile.outputs).flatMap((o) => Object.keys(o.inputs))
    expect(bundled.filter(isMockInput)).toEqual([])
    expect(existsSync(join(prodDir, 'mockServiceWorker.js'))).toBe(false)
    expect(readFileSync(join(prodDir, 'index.html'), 'utf8')).toContain('content="production"')
  })

  it('puts the mock API and its service worker in a preview build', () => {
    const bundled = Object.values(preview.metafile.outputs).flatMap((o) => Object.keys(o.inputs))
    expect(bundled.some(isMockInput)).toBe(true)
    expect(existsSync(join(previewDir, 'mockServiceWorker.js'))).toBe(true)
    expect(readFileSync(join(previewDir, 'index.html'), 'utf8')).toContain('content="preview"')
  })

  it('writes an index.html with no inline script, naming hashed assets that exist', () => {
    const html = readFileSync(join(prodDir, 'index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts).toHaveLength(1)
    expect(scripts[0][2].trim()).toBe('')
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1])
    expect(assets.length).toBeGreaterThan(1)
    for (const asset of assets) {
      expect(asset).toMatch(/-[A-Z0-9]{8}\.(js|css)$/)
      expect(existsSync(join(prodDir, asset))).toBe(true)
    }
  })

  it('writes into the entry every chunk each lazy route module needs, so a route loads in one round trip', () => {
    const [main] = Object.entries(prod.metafile.outputs).find(([, o]) => o.entryPoint === 'web/src/main.tsx')
    const table = readFileSync(main, 'utf8').match(/prefix:"(\/[^"]+)",suffix:"([^"]+)",files:(\[[^\]]+\])/)
    const [, prefix, suffix, files] = table
    const urls = JSON.parse(files).map((f) => prefix + f + suffix)
    expect(urls.length).toBeGreaterThan(10)
    for (const url of urls) expect(existsSync(join(prodDir, url))).toBe(true)
    expect(urls.some((u) => /LoginLocalPage/.test(u))).toBe(true)
    expect(urls.some((u) => /InstancesPage/.test(u))).toBe(true)
  })

  it('splits routes into lazily loaded chunks', () => {
    const entries = Object.values(prod.metafile.outputs)
      .map((o) => o.entryPoint)
      .filter(Boolean)
    expect(entries).toContain('web/src/pages/silo/projects/ProjectsPage.tsx')
    expect(entries).toContain('web/src/pages/auth/login/LoginLocalPage.tsx')
  })
})
