import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { build } from '../../esbuild.mjs'
import { startStaticServer } from '../../scripts/static-server.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/** Builds the technical preview once and serves it the way production does, for every browser test file. */
export default async function setup(project: TestProject) {
  // a folder of its own, so two runs at once never serve each other's half-written build
  const cache = resolve(import.meta.dirname, '../../.cache')
  mkdirSync(cache, { recursive: true })
  const outdir = mkdtempSync(resolve(cache, 'e2e-preview-'))
  await build({ mock: true, outdir })
  const server = await startStaticServer({ root: outdir, port: 0 })
  const { port } = server.address() as AddressInfo
  project.provide('baseURL', `http://localhost:${port}`)
  return () =>
    new Promise<void>((done) =>
      server.close(() => {
        rmSync(outdir, { recursive: true, force: true })
        done()
      }),
    )
}
