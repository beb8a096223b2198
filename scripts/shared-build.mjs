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
 * @typedef {{ outdir: string, metafile: import('esbuild').Metafile, css: string, signedInCss: string }}
 *   SharedBuild
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
  const claimed = join(folder, 'claimed')
  if (claim(claimed)) {
    writeFileSync(join(claimed, 'pid.tmp'), String(process.pid))
    renameSync(join(claimed, 'pid.tmp'), join(claimed, 'pid'))
    try {
      const { metafile, css, signedInCss } = await build({ mock: false, outdir })
      // written whole, then renamed, so a waiting worker never reads half of it
      writeFileSync(`${result}.tmp`, JSON.stringify({ outdir, metafile, css, signedInCss }))
      renameSync(`${result}.tmp`, result)
    } catch (error) {
      writeFileSync(failure, String(error?.stack ?? error))
      throw error
    }
  }
  while (!existsSync(result)) {
    if (existsSync(failure))
      throw new Error(`the shared production build failed:\n${readFileSync(failure, 'utf8')}`)
    if (!isRunning(builder(claimed)))
      throw new Error('the test worker making the shared production build stopped before it finished')
    await sleep(100)
  }
  return JSON.parse(readFileSync(result, 'utf8'))
}

/** The process making the build, once it has said so (just after claiming it). */
function builder(claimed) {
  try {
    return Number(readFileSync(join(claimed, 'pid'), 'utf8')) || null
  } catch {
    return null
  }
}

/** Whether a process is alive; a builder not yet known counts as alive. */
function isRunning(pid) {
  if (pid === null) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error?.code !== 'ESRCH'
  }
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
