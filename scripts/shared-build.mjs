// One production build per test run for the tests that only read one (what it bundles, its index.html, its
// first-load bytes, its release archive), instead of one build each: each build takes seconds of both cores.
// Test files run in two workers, so the first to ask builds, claiming the folder that the global setup
// (shared-build-folder.mjs) made for this run, and the others wait for its result.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { inject } from 'vitest'
import { build } from '../esbuild.mjs'

/**
 * @typedef {{ outdir: string, metafile: import('esbuild').Metafile, css: string, routeChunks: string }} SharedBuild
 * what `build({ mock: false, outdir })` made and returned (the parts the tests read)
 */

/**
 * The production build of this run: `build({ mock: false })` into a folder of the run's own. Read it, never
 * write to it.
 * @returns {Promise<SharedBuild>}
 */
export async function sharedProductionBuild() {
  const folder = inject('sharedBuildFolder')
  const outdir = join(folder, 'dist')
  const result = join(folder, 'result.json')
  const failure = join(folder, 'failed.txt')
  if (claim(join(folder, 'claimed'))) {
    try {
      const { metafile, css, routeChunks } = await build({ mock: false, outdir })
      // written whole, then renamed, so a waiting worker never reads half of it
      writeFileSync(`${result}.tmp`, JSON.stringify({ outdir, metafile, css, routeChunks }))
      renameSync(`${result}.tmp`, result)
    } catch (error) {
      writeFileSync(failure, String(error?.stack ?? error))
      throw error
    }
  }
  while (!existsSync(result)) {
    if (existsSync(failure))
      throw new Error(`the shared production build failed:\n${readFileSync(failure, 'utf8')}`)
    await sleep(100)
  }
  return JSON.parse(readFileSync(result, 'utf8'))
}

/** Creating a folder either succeeds or finds it there: only one worker gets true. */
function claim(path) {
  try {
    mkdirSync(path)
    return true
  } catch (error) {
    if (error?.code === 'EEXIST') return false
    throw error
  }
}
